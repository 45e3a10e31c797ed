import type { Story } from '@ladle/react';
import { ErrorText } from './ErrorText';

export default { title: 'Feedback / ErrorText' };

export const LoginFailure: Story = () => <ErrorText>Błędny login lub hasło.</ErrorText>;
export const NoConnection: Story = () => <ErrorText>Brak połączenia z serwerem.</ErrorText>;
export const Empty: Story = () => <ErrorText />;
