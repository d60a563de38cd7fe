// The runtime side of the custom keywords. Precompiled validators import this
// module (see compiler/keywordDefinitions.ts), and so do widgets that need the
// same rule for interface behaviour (e.g. enabling SMS only for a mobile).
export { icpChecksum, isValidIcp } from './icp';
export { isValidNzbn } from './nzbn';
export { isNzMobile, matchesPhoneKinds, PHONE_KINDS, type PhoneKind } from './phone';
export { isDistinctInArray, type DistinctInArrayOptions } from './distinctInArray';
export { isHeldByExactlyOne } from './heldByExactlyOne';
export { countHeldRoles, isWithinExtraRoleLimit } from './maxExtraRoles';
export { countOf, hasItemCountFrom } from './itemCountFrom';
export { isBusinessDay, publicHolidaysBetween, type BusinessDayOptions } from './businessDay';
export { addDays, addMonths, isWithinDateWindow, latestInDateWindow, todayInNewZealand, validateAsOf, type DateWindowOptions } from './dateWindow';
export {
  commercialCalendarRegion,
  commercialNonWorkingDaysBetween,
  DEFAULT_COMMERCIAL_CALENDAR_REGION,
  isCommercialWorkingDay,
  setCommercialCalendarRegion,
} from './commercialWorkingDay';
