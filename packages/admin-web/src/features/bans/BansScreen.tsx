/**
 * 'Blokowanie' (01 §2): 'Powrót' and three text areas (blocked IP addresses, blocked e-mail domains,
 * forbidden words in comments), each loading its list on entry and saving it with its own save cycle.
 * One value per line; saving normalises the text (D17). A list that failed to load cannot be saved, so a
 * load failure never wipes it (WEB-8). A save is over the list as loaded: when someone else (the CLI,
 * another tab) saved the list since, this form's additions and removals go onto the list as it is now,
 * theirs kept, with a notice; nothing of either is lost.
 */
import {
  BAN_LISTS,
  type BanList,
  type BanListKey,
  type BanListForm as BanListValues,
  banListFormSchema,
  banListValues,
  ConflictError,
  createBansResource,
  fromBanList,
  looseValueWarnings,
  mergeBanLists,
  oddBanLines,
  resourceOf,
  toBanListPayload,
} from '@redakcja/api-sdk';
import { Form, LoadingRegion, SaveButton, TextArea } from '@redakcja/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { ConflictNotice } from '../../shared/form/conflict/ConflictDialog';
import { useEntityForm } from '../../shared/form/useEntityForm';
import { useSave } from '../../shared/form/useSave';
import * as styles from '../../shared/layout.css';
import { Screen } from '../../shared/Screen';
import { useApiClient } from '../../shared/session';
import { banKeys, banListQuery } from './queries';

export const ONE_PER_LINE_HINT = 'Jedna wartość w wierszu.';

export default function BansScreen() {
  return (
    <Screen backHref="/">
      {BAN_LISTS.map((list) => (
        <BanListSection key={list.key} listKey={list.key} label={list.label} />
      ))}
    </Screen>
  );
}

function BanListSection({ listKey, label }: { listKey: BanListKey; label: string }) {
  const client = useApiClient();
  const loaded = useQuery(banListQuery(client, listKey));
  return (
    <section className={styles.section} aria-label={label}>
      <LoadingRegion isLoading={loaded.isLoading}>
        {loaded.isSuccess ? (
          <BanListForm listKey={listKey} label={label} record={loaded.data} />
        ) : (
          <TextArea label={label} value="" isDisabled description={ONE_PER_LINE_HINT} />
        )}
      </LoadingRegion>
    </section>
  );
}

function BanListForm({ listKey, label, record }: { listKey: BanListKey; label: string; record: BanList }) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const form = useEntityForm(banListFormSchema, fromBanList(record));
  // The list this form's text was made from: the `expected` of its save.
  const loaded = useRef(record);
  const [merged, setMerged] = useState(false);
  const saving = useSave(
    async (list: BanListValues) => {
      const bans = resourceOf(client, createBansResource);
      const payload = toBanListPayload(list);
      try {
        return await bans.save(listKey, payload, { expected: loaded.current });
      } catch (error) {
        if (!(error instanceof ConflictError) || error.current === null) throw error;
        const current = error.current as BanList;
        const result = await bans.save(
          listKey,
          { list: mergeBanLists(loaded.current.list, payload.list, current.list) },
          { expected: current },
        );
        setMerged(true);
        return result;
      }
    },
    { isDirty: form.isDirty },
  );

  const submit = async () => {
    if (saving.isBlocked) return;
    const valid = form.validate();
    if (!valid) return;
    setMerged(false);
    // A failure shows 'Błąd' on the button, no detail (01 §8).
    const outcome = await saving.save(valid);
    if (!outcome?.ok) return;
    // The list as stored: trimmed, without empty lines and duplicates (D17), with another's changes.
    loaded.current = outcome.result;
    form.reset(fromBanList(outcome.result));
    queryClient.setQueryData(banKeys.detail(listKey), outcome.result);
  };

  return (
    <Form onSubmit={submit} className={styles.formColumn}>
      <TextArea
        label={label}
        name={listKey}
        rows={8}
        description={
          <>
            {ONE_PER_LINE_HINT}
            <BanShapeWarning listKey={listKey} text={form.values.list} />
          </>
        }
        value={form.values.list}
        onChange={(list) => form.setValue('list', list)}
        errorMessage={form.errors.list}
      />
      <ConflictNotice shown={merged} />
      <div className={styles.actions}>
        <SaveButton kind="edit" {...saving.buttonProps} />
      </div>
    </Form>
  );
}

/**
 * Lines that do not look like the list's kind of value (an address in the IP list, an e-mail in the
 * domain list): said under the field, never refused (the portal takes any line, WEB-142).
 */
function BanShapeWarning({ listKey, text }: { listKey: BanListKey; text: string }) {
  if (listKey === 'words') return null;
  const kind = listKey === 'ips' ? 'ips' : 'domains';
  const odd = oddBanLines(kind, banListValues(text));
  return odd.length > 0 ? <strong className={styles.block}>{looseValueWarnings[kind](odd)}</strong> : null;
}
