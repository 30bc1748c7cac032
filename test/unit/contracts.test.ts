// The account rules (log-in, registration, password reset and change, the profile), with every message word for word.
import { describe, expect, it } from 'vitest';
import { withThousands } from '../../functions/contracts/numbers';
import {
  forgotPasswordSchema,
  loginSchema,
  passwordChangeSchema,
  registerSchema,
  resetPasswordSchema,
} from '../../functions/contracts/auth';
import { profileUpdateSchema, roleFromGroups } from '../../functions/contracts/profile';
import { messageOf } from '../support/contracts';

const validRegistration = { displayName: 'Sam', email: 'sam@example.com', password: 'Abcdefg1', consentToPrivacyPolicy: true };

describe('login', () => {
  it('needs a valid e-mail and a password', () => {
    expect(messageOf(loginSchema, { email: 'nope', password: 'x' })).toBe('Please enter a valid email address.');
    expect(messageOf(loginSchema, { email: 'a@b.co', password: '' })).toBe('Password is required.');
    expect(messageOf(loginSchema, { email: ' A@B.co ', password: 'x' })).toBeUndefined();
    expect(loginSchema.parse({ email: ' A@B.co ', password: 'x' }).email).toBe('a@b.co');
  });
});

describe('register', () => {
  it('accepts a valid registration', () => {
    expect(messageOf(registerSchema, validRegistration)).toBeUndefined();
  });
  it.each([
    [{ email: 'bad' }, 'Please enter a valid email address.'],
    [{ password: 'Abc1' }, 'Password must be at least 8 characters.'],
    [{ password: 'abcdefg1' }, 'Password must contain at least one uppercase letter.'],
    [{ password: 'ABCDEFG1' }, 'Password must contain at least one lowercase letter.'],
    [{ password: 'Abcdefgh' }, 'Password must contain at least one number.'],
    [{ displayName: 'S' }, 'Display name must be at least 2 characters.'],
    [{ consentToPrivacyPolicy: false }, 'You must agree to our Privacy Policy to create an account'],
  ])('%o -> %s', (change, message) => {
    expect(messageOf(registerSchema, { ...validRegistration, ...change })).toBe(message);
  });
});

describe('forgot and reset password', () => {
  it('needs an e-mail address', () => {
    expect(messageOf(forgotPasswordSchema, { email: '' })).toBe('Please enter your email address');
  });
  it('needs 8 characters and a matching confirmation', () => {
    expect(messageOf(resetPasswordSchema, { password: 'short', confirmPassword: 'short' })).toBe('Password must be at least 8 characters long');
    expect(messageOf(resetPasswordSchema, { password: 'Abcdefg1', confirmPassword: 'Abcdefg2' })).toBe('Passwords do not match');
    expect(messageOf(resetPasswordSchema, { password: 'Abcdefg1', confirmPassword: 'Abcdefg1' })).toBeUndefined();
  });
});

describe('password change', () => {
  it.each([
    [{ currentPassword: '', newPassword: 'Abcdefg1', confirmPassword: 'Abcdefg1' }, 'All fields are required'],
    [{ currentPassword: 'Old12345', newPassword: 'Abcdefg1', confirmPassword: 'Abcdefg2' }, 'New passwords do not match'],
    [{ currentPassword: 'Old12345', newPassword: 'Abc1', confirmPassword: 'Abc1' }, 'Password must be at least 8 characters.'],
    [{ currentPassword: 'Abcdefg1', newPassword: 'Abcdefg1', confirmPassword: 'Abcdefg1' }, 'New password must be different from your current password'],
  ])('%o -> %s', (value, message) => {
    expect(messageOf(passwordChangeSchema, value)).toBe(message);
  });
});

describe('profile', () => {
  it('maps groups to the role; unknown values are users', () => {
    expect(roleFromGroups(['admin', 'provider'])).toBe('admin');
    expect(roleFromGroups(['provider'])).toBe('provider');
    expect(roleFromGroups(['something'])).toBe('user');
    expect(roleFromGroups(undefined)).toBe('user');
  });
  it('refuses a short display name and unknown fields', () => {
    expect(messageOf(profileUpdateSchema, { displayName: ' a ' })).toBe('Display name must be at least 2 characters.');
    expect(profileUpdateSchema.safeParse({ role: 'admin' }).success).toBe(false);
  });
});

describe('numbers in texts', () => {
  it('writes whole numbers with a comma between thousands, as en-US does', () => {
    for (const n of [0, 7, 999, 1000, 12_345, 100_000, 1_234_567, 2 ** 40, -1234, 1234.6]) expect(withThousands(n)).toBe(Math.round(n).toLocaleString('en-US'));
  });
});
