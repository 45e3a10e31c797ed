import type { Story } from '@ladle/react';
import { Logo } from './Logo';

export default { title: 'Navigation / Logo' };

export const Still: Story = () => <Logo />;
export const Large: Story = () => <Logo size={160} />;
/** The Home screen's logo: spins slowly, stands still under prefers-reduced-motion. */
export const Spinning: Story = () => <Logo size={160} spinning />;
