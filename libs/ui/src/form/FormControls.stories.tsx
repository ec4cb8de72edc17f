import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, Checkbox, FormAlert, TextField } from './FormControls';

const meta = { title: 'Forms/Controls', component: TextField, args: { label: 'Adresse e-mail', name: 'email', type: 'email' } } satisfies Meta<typeof TextField>;
export default meta;

type Story = StoryObj<typeof meta>;
export const Field: Story = {};
export const FieldWithError: Story = { args: { error: 'Veuillez indiquer une adresse e-mail valide.' } };
export const CheckboxWithError: Story = { render: () => <Checkbox label="J’ai plus de 18 ans" error="Vous devez confirmer avoir plus de 18 ans." /> };
export const Alert: Story = { render: () => <FormAlert>Certaines informations ne sont pas valides.</FormAlert> };
export const Buttons: Story = { render: () => (<><Button>Envoyer</Button> <Button variant="secondary">Annuler</Button></>) };
