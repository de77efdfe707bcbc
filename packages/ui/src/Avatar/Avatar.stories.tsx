import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Avatar, type AvatarProps } from './Avatar';
import { avatarSizes } from './Avatar.css';

// Names and ids are data from the practitioner catalogue; the photo is drawn inline so that no story
// reaches the network.
const photo = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#c9d6df"/><circle cx="32" cy="26" r="12" fill="#4f5e69"/><path d="M10 64c2-14 12-20 22-20s20 6 22 20z" fill="#4f5e69"/></svg>',
)}`;

// One id per drawing: the first characters' code points leave the remainders 0 to 5 by six.
const idsOfEachDrawing = ['0-101', '1-102', '2-103', '3-104', '4-105', '5-106'];

type Args = Pick<AvatarProps, 'practitionerId' | 'name' | 'photoUrl' | 'size'>;

const meta = {
  title: 'Components/Avatar',
  component: Avatar,
  args: { practitionerId: 'A-17', name: 'Anna Lehto', size: 'large' },
  argTypes: { size: { control: 'inline-radio', options: avatarSizes } },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The general brand with a photo. */
export const Photo: Story = {
  args: { photoUrl: photo },
  globals: { brand: 'general' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Anna Lehto' })).toHaveAttribute('src', photo);
  },
};

/** The general brand without a photo: the initials. */
export const Initials: Story = { globals: { brand: 'general' } };

/** The children's brand: a drawn animal, whatever the photo. */
export const Illustration: Story = {
  args: { photoUrl: photo },
  globals: { brand: 'children' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Anna Lehto' })).toHaveAttribute(
      'data-kind',
      'illustration',
    );
  },
};

/** The six drawings of the children's brand, each picked by the first character of an id. */
export const AllIllustrations: Story = {
  globals: { brand: 'children' },
  render: (args) => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: '16px' }}>
      {idsOfEachDrawing.map((id) => (
        <Avatar key={id} {...args} practitionerId={id} />
      ))}
    </div>
  ),
};

/** 32, 48 and 72 px in both looks. */
export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', alignItems: 'center', gap: '16px' }}>
      {avatarSizes.map((size) => (
        <Avatar key={size} {...args} size={size} />
      ))}
      {avatarSizes.map((size) => (
        <Avatar key={`photo-${size}`} {...args} photoUrl={photo} size={size} />
      ))}
    </div>
  ),
};
