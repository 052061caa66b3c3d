export const CURRENCIES = ['RSD', 'EUR', '$', '€', 'USD', '£', 'GBP', '₹', 'INR'] as const
export const INTEGRATIONS = ['none', 'prosoft', 'opera', 'otasync'] as const
