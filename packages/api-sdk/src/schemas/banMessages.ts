/**
 * Banning from a comment's row: the texts of its button, confirmation and outcome, and the reason a
 * failure gives, for the ban lists of 01 §2 ('Zablokowane adresy IP', 'Zablokowane domeny email').
 */
import { ConflictError, ForbiddenError, HttpError, NetworkError, TimeoutError } from '../http/errors';

type RowBanKey = 'ips' | 'emailDomains';

const LIST_NAME: Record<RowBanKey, string> = {
  ips: '„Zablokowane adresy IP”',
  emailDomains: '„Zablokowane domeny email”',
};
const SUBJECT: Record<RowBanKey, string> = { ips: 'adres IP', emailDomains: 'domenę email' };

export const banFromRowMessages = {
  title: { ips: 'Blokowanie adresu IP', emailDomains: 'Blokowanie domeny email' } as Record<
    RowBanKey,
    string
  >,
  question: (key: RowBanKey, value: string) =>
    `Czy na pewno chcesz dodać ${SUBJECT[key]} ${value} do listy ${LIST_NAME[key]}?`,
  confirm: 'Zablokuj',
  added: (key: RowBanKey, value: string) => `Dodano ${SUBJECT[key]} ${value} do listy ${LIST_NAME[key]}.`,
  already: (key: RowBanKey, value: string) => `${value} jest już na liście ${LIST_NAME[key]}.`,
  failed: (key: RowBanKey, value: string, reason: string) =>
    `Nie udało się zablokować: ${SUBJECT[key]} ${value}. Powód: ${reason}.`,
  undo: 'Cofnij',
  undone: (key: RowBanKey, value: string) => `Cofnięto: usunięto ${value} z listy ${LIST_NAME[key]}.`,
  undoFailed: (value: string, reason: string) => `Nie udało się cofnąć blokady ${value}. Powód: ${reason}.`,
} as const;

/** Why a change of a ban list failed, in words staff act on. */
export function banFailureReason(error: unknown): string {
  if (error instanceof ForbiddenError) return 'brak uprawnień do list blokad';
  if (error instanceof ConflictError) return 'lista zmieniła się w tym czasie, spróbuj jeszcze raz';
  if (error instanceof NetworkError || error instanceof TimeoutError) return 'brak połączenia z serwerem';
  if (error instanceof HttpError) return error.description ?? `serwer odpowiedział kodem ${error.status}`;
  return 'nieznany błąd';
}
