import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { AdminContext, memoryStore } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { createI18nProvider } from '../providers/i18n/i18nProvider';
import { LabelledTextField, type LabelledTextFieldProps } from './LabelledTextField';
import { SectionHeading } from './SectionHeading';

function Field(props: Partial<LabelledTextFieldProps>) {
  const [value, setValue] = useState('');
  return (
    <LabelledTextField name="ownerName" label="Owner Name" value={value} onChange={setValue} {...props} />
  );
}

const renderInAdmin = (node: React.ReactNode) =>
  render(
    <MemoryRouter>
      <AdminContext i18nProvider={createI18nProvider()} store={memoryStore()}>
        {node}
      </AdminContext>
    </MemoryRouter>,
  );

describe('the shared form widgets (SPEC section 2)', () => {
  it("labels the input, asks 'Enter {label}' and marks a required field with a red asterisk", () => {
    renderInAdmin(<Field required />);
    const input = screen.getByLabelText('Owner Name');
    expect(input).toHaveAttribute('placeholder', 'Enter Owner Name');
    expect(input).toHaveAttribute('aria-required', 'true');
    expect(screen.getByText('*')).toHaveStyle({ color: '#d32f2f' });
  });

  it('has no asterisk when the field is optional', () => {
    renderInAdmin(<Field />);
    expect(screen.queryByText('*')).not.toBeInTheDocument();
  });

  it('shows the error under the field only once it is touched', () => {
    const { rerender } = renderInAdmin(<Field error="Owner name is required" />);
    expect(screen.queryByText('Owner name is required')).not.toBeInTheDocument();
    rerender(
      <MemoryRouter>
        <AdminContext i18nProvider={createI18nProvider()} store={memoryStore()}>
          <Field error="Owner name is required" touched />
        </AdminContext>
      </MemoryRouter>,
    );
    expect(screen.getByText('Owner name is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Owner Name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Owner Name')).toHaveAccessibleDescription('Owner name is required');
  });

  it('reveals and hides a password', async () => {
    renderInAdmin(<Field type="password" revealable />);
    expect(screen.getByLabelText('Owner Name')).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(screen.getByLabelText('Owner Name')).toHaveAttribute('type', 'text');
    await userEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(screen.getByLabelText('Owner Name')).toHaveAttribute('type', 'password');
  });

  it('shows a section heading bar', () => {
    renderInAdmin(<SectionHeading>Owner details</SectionHeading>);
    expect(screen.getByRole('heading', { name: 'Owner details', level: 2 })).toBeInTheDocument();
  });
});
