import { describe, expect, it } from 'vitest';
import { API_MESSAGE_KEYS, ENGLISH_MESSAGES, MESSAGE_KEYS, SUPPORT_MESSAGE_KEYS, isApiMessageKey, isMessageKey } from './messages';
import { RECEIPT_MAX_BYTES } from './uploads';

// Every message text of docs/product.md §5 and §8, verbatim.
const SPEC_TEXTS = [
  'Please Enter Email',
  'Please Enter Name',
  'Please Enter Inquiry',
  'Please Enter Password',
  'Please Enter Confirm Password',
  'Please Enter Current Password',
  'Please Enter New Password',
  'Minimum 8 characters',
  'Password must be 8-20 characters.',
  'Password should contain uppercase and lowercase letters, and symbols.',
  'Password must be 8-20 characters, including uppercase, lowercase letters, and special symbols.',
  'Invalid Email provide',
  'Invalid Email provide!',
  'email not registered',
  'two passwords do not match',
  'Verification fail',
  'code expired.',
  'Password no change.',
  'Incorrect password.',
  'Incorrect username or password.',
  'Network error, payment failed.',
  'Payment Failed.',
  'The plan had purchased. You can upgrade the new plan.',
  'Failed',
  'Submit success',
  'Error',
  'Due to policy, this service is not available in China. Thank you for your understanding!',
  'Confirm logout',
  'You have been logged out, you can cancel to stay on this page, or log in again',
  'Re-Login',
  'Cancel',
];

describe('message catalogue', () => {
  it('has an English text for every key and no text without a key', () => {
    expect(Object.keys(ENGLISH_MESSAGES).sort()).toEqual(Object.values(MESSAGE_KEYS).sort());
  });

  it('covers every docs/product.md §5 and §8 text verbatim', () => {
    const texts = Object.values(ENGLISH_MESSAGES);
    for (const text of SPEC_TEXTS) expect(texts).toContain(text);
  });

  it('maps named keys to the product texts', () => {
    expect(ENGLISH_MESSAGES[MESSAGE_KEYS.enterEmail]).toBe('Please Enter Email');
    expect(ENGLISH_MESSAGES[MESSAGE_KEYS.incorrectCredentials]).toBe('Incorrect username or password.');
    expect(ENGLISH_MESSAGES[MESSAGE_KEYS.invalidEmailPaypal]).toBe('Invalid Email provide!');
    expect(ENGLISH_MESSAGES[MESSAGE_KEYS.passwordsDontMatch]).toBe('two passwords do not match');
    expect(ENGLISH_MESSAGES[MESSAGE_KEYS.generic]).toBe('Error');
    expect(ENGLISH_MESSAGES['logout.body']).toBe('You have been logged out, you can cancel to stay on this page, or log in again');
  });

  it('uses unique keys in the validation, errors, contact and logout namespaces', () => {
    const keys = Object.values(MESSAGE_KEYS);
    expect(new Set(keys).size).toBe(keys.length);
    for (const key of keys) expect(key).toMatch(/^(validation|errors|contact|logout)\.[a-zA-Z0-9]+$/);
  });

  it('gives each text one key', () => {
    const texts = Object.values(ENGLISH_MESSAGES);
    expect(new Set(texts).size).toBe(texts.length);
  });

  it('states the receipt size limit the upload rule applies', () => {
    expect(ENGLISH_MESSAGES[MESSAGE_KEYS.receiptTooLarge]).toBe(`Maximum file size ${RECEIPT_MAX_BYTES / 1024 / 1024} MB`);
  });

  it('lets API failures name the support answers', () => {
    for (const key of Object.values(SUPPORT_MESSAGE_KEYS)) {
      expect(API_MESSAGE_KEYS).toContain(key);
      expect(isApiMessageKey(key)).toBe(true);
    }
  });

  it('recognises keys', () => {
    expect(isMessageKey('errors.generic')).toBe(true);
    expect(isMessageKey('Error')).toBe(false);
    expect(isMessageKey(undefined)).toBe(false);
  });
});
