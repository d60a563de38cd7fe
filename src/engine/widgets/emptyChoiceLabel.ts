// What a select shows before anything is chosen. One constant, because the
// table layout must make room for it as well as for every option
// (repeatableGroup/tableFit): a column sized to its options alone cuts it off.
export const EMPTY_CHOICE_LABEL = 'Select an option';
