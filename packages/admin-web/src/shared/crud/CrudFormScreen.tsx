import { type Id, ValidationError } from '@redakcja/api-sdk';
import { Form, SaveButton, Spinner, useSaveCycle } from '@redakcja/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { UnsavedChangesGuard } from '../form/UnsavedChangesGuard';
import { useEntityForm } from '../form/useEntityForm';
import * as styles from '../layout.css';
import { Screen } from '../Screen';
import { useApiClient } from '../session';
import type { CrudDefinition } from './definition';
import { FormFields } from './FormFields';

type Definition<Item, ListItem extends { id: Id }, Form extends object, Payload, Filters> = CrudDefinition<
  Item,
  ListItem,
  Form,
  Payload,
  Filters
>;

/**
 * The new and edit screens of a definition. New (no ':id'): the empty form. Edit: the record is loaded
 * (a spinner meanwhile); when it fails to load, or is deleted where the definition says so, the screen
 * leaves for the list without a message (01 §1, 02 §2).
 */
export function CrudFormScreen<Item, ListItem extends { id: Id }, Form extends object, Payload, Filters>({
  definition,
}: {
  definition: Definition<Item, ListItem, Form, Payload, Filters>;
}) {
  const { id } = useParams();
  if (id === undefined) return <EntityForm definition={definition} initial={definition.form.empty()} />;
  return <EditLoader definition={definition} id={id} />;
}

function EditLoader<Item, ListItem extends { id: Id }, Form extends object, Payload, Filters>({
  definition,
  id,
}: {
  definition: Definition<Item, ListItem, Form, Payload, Filters>;
  id: string;
}) {
  const client = useApiClient();
  const record = useQuery({
    queryKey: definition.keys.detail(id),
    queryFn: ({ signal }) => definition.resource(client).get(id, { signal }),
    // Always the server's current record: the form starts from what it loads.
    refetchOnMount: 'always',
  });
  if (record.isError) return <Navigate to={definition.paths.list} replace />;
  if (record.isPending || record.isFetching) {
    return (
      <Screen backHref={definition.paths.list}>
        <Spinner centered />
      </Screen>
    );
  }
  if (definition.redirectIfDeleted && definition.deletedAt(record.data) !== null) {
    return <Navigate to={definition.paths.list} replace />;
  }
  return (
    <EntityForm key={id} definition={definition} id={id} initial={definition.form.fromRecord(record.data)} />
  );
}

function EntityForm<Item, ListItem extends { id: Id }, Form extends object, Payload, Filters>({
  definition,
  id,
  initial,
}: {
  definition: Definition<Item, ListItem, Form, Payload, Filters>;
  id?: string;
  initial: Form;
}) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const form = useEntityForm(definition.form.schema, initial);
  const cycle = useSaveCycle();
  const isNew = id === undefined;

  const redirect = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(redirect.current), []);

  const submit = async () => {
    const valid = form.validate();
    if (!valid) return;
    const payload = definition.form.toPayload(valid);
    const resource = definition.resource(client);
    try {
      const saved = await cycle.run(() =>
        id === undefined ? resource.create(payload) : resource.update(id, payload),
      );
      form.markSaved();
      void queryClient.invalidateQueries({ queryKey: definition.keys.lists() });
      if (id !== undefined) queryClient.setQueryData(definition.keys.detail(id), saved);
      if (definition.redirectDelayMs !== null) {
        const delay = definition.redirectDelayMs;
        redirect.current = setTimeout(() => navigate(definition.paths.list), delay);
      }
    } catch (error) {
      // The button shows 'Błąd' and no server text (01 §1); D13: a 422 naming fields shows their messages.
      if (error instanceof ValidationError) form.applyViolations(error.violations);
    }
  };

  return (
    <Screen backHref={definition.paths.list}>
      <Form onSubmit={submit} className={styles.formColumn}>
        <FormFields fields={definition.form.fields} form={form} client={client} keys={definition.keys} />
        <div className={styles.actions}>
          <SaveButton kind={isNew ? 'new' : 'edit'} {...cycle.buttonProps} />
        </div>
      </Form>
      <UnsavedChangesGuard isDirty={form.isDirty && cycle.status !== 'sending'} />
    </Screen>
  );
}
