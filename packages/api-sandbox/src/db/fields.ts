// Field groups several resources share, declared once.

/** An image reference as the forms send it: the photo's id as a string, '0' for none. */
export const imageRef = { type: 'text', default: '0' } as const;

/** The SEO fields of groups, categories and silos. */
export const metaFields = {
  metaTitle: { type: 'text' },
  metaKeywords: { type: 'text' },
  metaDescription: { type: 'text' },
} as const;

/** How to reach a company: the press profiles and the company directory. */
export const contactFields = {
  city: { type: 'text' },
  address: { type: 'text' },
  phone: { type: 'text' },
  fax: { type: 'text' },
  email: { type: 'text' },
  www: { type: 'text' },
} as const;

/** The profile of a person: authors and media people (their new-record defaults list the same). */
export const profileFields = {
  email: { type: 'text' },
  position: { type: 'text' },
  description: { type: 'text' },
  twitterLink: { type: 'text' },
  facebookLink: { type: 'text' },
  linkedinLink: { type: 'text' },
  nameSlug: { type: 'text' },
} as const;
