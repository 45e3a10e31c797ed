/**
 * 02 §2: the silo and silo-group lists share the deletion wording. Shared by two areas, so it lives here
 * (an area does not import another): neither list loads the other's definition or chunk.
 */
export const SILO_GROUP_DELETE_TEXTS = {
  deleteTitle: 'Usuwanie grupy silosów',
  deleteQuestion: 'Czy na pewno chcesz usunąć tę grupę silosów?',
} as const;
