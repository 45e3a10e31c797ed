/**
 * 'Blokowanie' (01 §2): 'Powrót' and three text areas (blocked IP addresses, blocked e-mail domains,
 * forbidden words in comments), each loading its list on entry and saving it with its own save cycle.
 * One value per line; saving normalises the text (D17). A list that failed to load cannot be saved, so a
 * load failure never wipes it (WEB-8).
 */
import {
  BAN_LISTS,
  type BanList,
  type BanListKey,
  type BanListForm as BanListValues,
  banListFormSchema,
  createBansResource,
  fromBanList,
  resourceOf,
  toBanListPayload,
} from '@redakcja/api-sdk';
import { Form, LoadingRegion, SaveButton, TextArea } from '@redakcja/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
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
  const saving = useSave(
    (list: BanListValues) => resourceOf(client, createBansResource).save(listKey, toBanListPayload(list)),
    {
      isDirty: form.isDirty,
    },
  );

  const submit = async () => {
    if (saving.isBlocked) return;
    const valid = form.validate();
    if (!valid) return;
    // A failure shows 'Błąd' on the button, no detail (01 §8).
    const outcome = await saving.save(valid);
    if (!outcome?.ok) return;
    // The list as stored: trimmed, without empty lines and duplicates (D17).
    form.reset(fromBanList(outcome.result));
    queryClient.setQueryData(banKeys.detail(listKey), outcome.result);
  };

  return (
    <Form onSubmit={submit} className={styles.formColumn}>
      <TextArea
        label={label}
        name={listKey}
        rows={8}
        description={ONE_PER_LINE_HINT}
        value={form.values.list}
        onChange={(list) => form.setValue('list', list)}
        errorMessage={form.errors.list}
      />
      <div className={styles.actions}>
        <SaveButton kind="edit" {...saving.buttonProps} />
      </div>
    </Form>
  );
}
