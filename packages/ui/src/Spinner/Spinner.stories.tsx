import type { Story } from '@ladle/react';
import { Spinner } from './Spinner';

export default { title: 'Feedback / Spinner' };

export const Medium: Story = () => <Spinner />;
export const Small: Story = () => <Spinner size="sm" />;
export const Large: Story = () => <Spinner size="lg" />;
export const Centered: Story = () => <Spinner centered />;
export const CustomLabel: Story = () => <Spinner label="Wysyłanie…" />;
