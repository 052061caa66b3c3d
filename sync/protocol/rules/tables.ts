export const TABLE_TYPES = ['round', 'square', 'sunbed', 'couch', 'corner_couch'] as const
