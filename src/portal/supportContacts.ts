// The company's support contacts as shown to customers. One place, so help,
// banners and error pages agree.
export const supportContacts = {
  phone: '0508 832 867',
  email: 'customer.connections@network.example.nz',
} as const;
