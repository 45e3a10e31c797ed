/**
 * 02 §2: the silo and silo-group lists share the deletion wording. Its own module so that the silos
 * area takes the two texts without the silo groups' definition (and its chunk).
 */
export const SILO_GROUP_DELETE_TEXTS = {
  deleteTitle: 'Usuwanie grupy silosów',
  deleteQuestion: 'Czy na pewno chcesz usunąć tę grupę silosów?',
} as const;
