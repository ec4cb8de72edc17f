import { useEffect, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../form/FormControls';
import { NavigationProgress } from './NavigationProgress';

/** Simulates a navigation of the chosen length: the bar only shows for those over 200 ms. */
function Simulator({ failed = false }: { failed?: boolean }) {
  const [active, setActive] = useState(false);
  const [ms, setMs] = useState(0);
  useEffect(() => {
    if (!active) return;
    const t = setTimeout(() => setActive(false), ms);
    return () => clearTimeout(t);
  }, [active, ms]);
  const start = (duration: number) => {
    setMs(duration);
    setActive(true);
  };
  return (
    <div style={{ display: 'flex', gap: '0.5rem', flexWrap: 'wrap', paddingTop: '1rem' }}>
      <NavigationProgress active={active} failed={failed} />
      <Button onClick={() => start(150)}>150 ms</Button>
      <Button onClick={() => start(1_500)}>1,5 s</Button>
      <Button onClick={() => start(8_000)}>8 s</Button>
    </div>
  );
}

const meta = {
  title: 'Shell/NavigationProgress',
  component: NavigationProgress,
  args: { active: true, failed: false },
  decorators: [(Story) => <div style={{ minHeight: '3rem' }}><Story /></div>],
} satisfies Meta<typeof NavigationProgress>;
export default meta;

type Story = StoryObj<typeof meta>;
/** A navigation in progress (appears after the 200 ms throttle). */
export const Running: Story = {};
export const Idle: Story = { args: { active: false } };
export const Failed: Story = { args: { active: true, failed: true } };
export const Simulated: Story = { render: () => <Simulator /> };
export const SimulatedFailure: Story = { render: () => <Simulator failed /> };
