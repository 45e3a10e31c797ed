import type { Story } from '@ladle/react';
import { useEffect, useState } from 'react';
import { LoadingRegion } from './LoadingRegion';

export default { title: 'Feedback / LoadingRegion' };

export const Loading: Story = () => (
  <LoadingRegion isLoading>
    <p>Lista</p>
  </LoadingRegion>
);
export const Loaded: Story = () => (
  <LoadingRegion isLoading={false}>
    <p>Lista artykułów</p>
  </LoadingRegion>
);
export const LoadsForTwoSeconds: Story = () => {
  const [loading, setLoading] = useState(true);
  useEffect(() => {
    const timer = setTimeout(() => setLoading(false), 2000);
    return () => clearTimeout(timer);
  }, []);
  return (
    <LoadingRegion isLoading={loading}>
      <p>Lista artykułów</p>
    </LoadingRegion>
  );
};
