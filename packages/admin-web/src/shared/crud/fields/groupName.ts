import { createContext, useContext } from 'react';

/**
 * The id of the element naming the group a field is repeated in (a poll's 'Odpowiedź 3'): the field's
 * accessible name is its label and then the group's, so a form's twelve 'Treść odpowiedzi' are told apart.
 */
export const GroupNameContext = createContext<string | undefined>(undefined);

export const useGroupName = (): string | undefined => useContext(GroupNameContext);
