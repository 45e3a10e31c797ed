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
  banListFormSchema,
  fromBanList,
  toBanListPayload,
} from '@redakcja/api-sdk';
import { Form, LoadingRegion, SaveButton, TextArea, useSaveCycle } from '@redakcja/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEntityForm } from '../../shared/form/useEntityForm';
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
  const cycle = useSaveCycle();
  const form = useEntityForm(banListFormSchema, fromBanList(record));

  const submit = async () => {
    const valid = form.validate();
    if (!valid) return;
    try {
      const saved = await cycle.run(() => client.bans.save(listKey, toBanListPayload(valid)));
      // The list as stored: trimmed, without empty lines and duplicates (D17).
      form.reset(fromBanList(saved));
      queryClient.setQueryData(banKeys.detail(listKey), saved);
    } catch {
      // 'Błąd' on the button, no detail (01 §8).
    }
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
        <SaveButton kind="edit" {...cycle.buttonProps} />
      </div>
    </Form>
  );
}
