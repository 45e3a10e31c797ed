import type { Story } from '@ladle/react';
import type { SaveKind } from './labels';
import { NativeSaveButton } from './NativeSaveButton';
import { SaveButton } from './SaveButton';
import { useSaveCycle } from './useSaveCycle';

export default { title: 'Buttons / SaveButton' };

export const IdleEdit: Story = () => <SaveButton kind="edit" status="idle" />;
export const IdleNew: Story = () => <SaveButton kind="new" status="idle" />;
export const IdleLogin: Story = () => <SaveButton kind="login" status="idle" />;
export const IdlePassword: Story = () => <SaveButton kind="password" status="idle" />;
export const IdleNewsletter: Story = () => <SaveButton kind="newsletter" status="idle" />;
export const Sending: Story = () => <SaveButton kind="edit" status="sending" />;
export const SuccessEdit: Story = () => <SaveButton kind="edit" status="success" resetAfterMs={null} />;
export const SuccessNew: Story = () => <SaveButton kind="new" status="success" resetAfterMs={null} />;
/** Login success shows 'Zaloguj' again (the panel navigates away). */
export const SuccessLogin: Story = () => <SaveButton kind="login" status="success" resetAfterMs={null} />;
export const SuccessPassword: Story = () => (
  <SaveButton kind="password" status="success" resetAfterMs={null} />
);
export const SuccessNewsletter: Story = () => (
  <SaveButton kind="newsletter" status="success" resetAfterMs={null} />
);
export const Failure: Story = () => <SaveButton kind="edit" status="error" resetAfterMs={null} />;
export const FailureWithText: Story = () => (
  <SaveButton kind="newsletter" status="error" errorText="Błąd! Spróbuj jeszcze raz." resetAfterMs={null} />
);

/** A save button running a 1.5 s save that succeeds or fails, as a form drives it. */
function SaveCycleDemo({
  kind,
  fails = false,
  resetAfterMs,
}: {
  kind: SaveKind;
  fails?: boolean;
  resetAfterMs?: number | null;
}) {
  const cycle = useSaveCycle();
  const save = () =>
    new Promise<void>((resolve, reject) =>
      setTimeout(() => (fails ? reject(new Error('500')) : resolve()), 1500),
    );
  return (
    <SaveButton
      kind={kind}
      type="button"
      {...cycle.buttonProps}
      {...(resetAfterMs === undefined ? {} : { resetAfterMs })}
      onPress={() => void cycle.run(save).catch(() => undefined)}
    />
  );
}

/** Press to run a save that succeeds; the label returns to 'Zapisz' after 4 s. */
export const Interactive: Story = () => <SaveCycleDemo kind="edit" />;

/** 'Zapisano' stays (`resetAfterMs={null}`, the producer and player forms). */
export const InteractiveNeverResets: Story = () => <SaveCycleDemo kind="edit" resetAfterMs={null} />;

/** Press to run a save that fails. */
export const InteractiveFailure: Story = () => <SaveCycleDemo kind="new" fails />;

/** The login form's native submit button: submit to run a save that succeeds after a second. */
export const NativeLogin: Story = () => {
  const cycle = useSaveCycle();
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void cycle.run(() => new Promise((resolve) => setTimeout(resolve, 1000))).catch(() => undefined);
      }}
    >
      <NativeSaveButton kind="login" {...cycle.buttonProps} />
    </form>
  );
};
