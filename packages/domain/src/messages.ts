import { TEXT_MESSAGE_KEYS } from './text';

/**
 * Message keys for every user-facing message of docs/product.md §5 and §8. Domain rules and zod schemas
 * report these keys, never English, so the web app and the API each localize them.
 * `ENGLISH_MESSAGES` is the source of truth for the English catalog: the texts are the product rules',
 * verbatim, including their capitalisation and wording.
 */
export const MESSAGE_KEYS = Object.freeze({
  enterEmail: 'validation.enterEmail',
  enterName: 'validation.enterName',
  enterInquiry: 'validation.enterInquiry',
  enterPassword: 'validation.enterPassword',
  enterConfirmPassword: 'validation.enterConfirmPassword',
  enterCurrentPassword: 'validation.enterCurrentPassword',
  enterNewPassword: 'validation.enterNewPassword',
  minimum8: 'validation.minimum8',
  passwordLength: 'validation.passwordLength',
  passwordComposition: 'validation.passwordComposition',
  passwordRule: 'validation.passwordRule',
  invalidEmail: 'validation.invalidEmail',
  invalidEmailPaypal: 'validation.invalidEmailPaypal',
  passwordsDontMatch: 'validation.passwordsDontMatch',
  emailNotRegistered: 'errors.emailNotRegistered',
  verificationFailed: 'errors.verificationFailed',
  codeExpired: 'errors.codeExpired',
  passwordNoChange: 'errors.passwordNoChange',
  incorrectPassword: 'errors.incorrectPassword',
  incorrectCredentials: 'errors.incorrectCredentials',
  paymentNetworkError: 'errors.paymentNetworkError',
  paymentFailed: 'errors.paymentFailed',
  planPurchased: 'errors.planPurchased',
  failed: 'errors.failed',
  generic: 'errors.generic',
  regionBlocked: 'errors.regionBlocked',
  submitSuccess: 'contact.submitSuccess',
  logoutTitle: 'logout.title',
  logoutBody: 'logout.body',
  logoutRelogin: 'logout.relogin',
  logoutCancel: 'logout.cancel',
  // The forms below need messages docs/product.md does not list; they are worded like the product rules' own
  // "Please Enter …" and "Minimum 8 characters" messages.
  enterCode: 'validation.enterCode',
  enterRefundReason: 'validation.enterRefundReason',
  enterDeviceUserId: 'validation.enterDeviceUserId',
  enterReceipt: 'validation.enterReceipt',
  maximum100: 'validation.maximum100',
  maximum5000: 'validation.maximum5000',
  singleLine: 'validation.singleLine',
  paymentPending: 'errors.paymentPending',
  checkoutUnavailable: 'errors.checkoutUnavailable',
  requestTooLarge: 'errors.requestTooLarge',
  // The answer CAPTCHA_HARDER_CODE, and what the sign-in form shows while it solves that check.
  harderCaptcha: 'errors.harderCaptcha',
  solvingHarderCaptcha: 'errors.solvingHarderCaptcha',
  // The API's answer while its database cannot serve (down, restarting, disk full): 503 with Retry-After.
  serviceUnavailable: 'errors.serviceUnavailable',
  // The refund request's upload, the partner applications and the uninstall survey (forms.ts).
  receiptTooLarge: 'validation.receiptTooLarge',
  receiptType: 'validation.receiptType',
  invalidOrderNo: 'validation.invalidOrderNo',
  enterLinks: 'validation.enterLinks',
  enterAudience: 'validation.enterAudience',
  enterWebsite: 'validation.enterWebsite',
  enterPromotionMethods: 'validation.enterPromotionMethods',
  chooseReason: 'validation.chooseReason',
} as const);

export type MessageKey = (typeof MESSAGE_KEYS)[keyof typeof MESSAGE_KEYS];

/**
 * Message keys of account answers that docs/product.md does not word (English in the errors catalog).
 * `tooManyAttempts` takes `{ seconds }`.
 */
export const ACCOUNT_MESSAGE_KEYS = Object.freeze({
  tooManyAttempts: 'errors.tooManyAttempts',
  deviceLimit: 'errors.deviceLimit',
  deviceNotFound: 'errors.deviceNotFound',
  passwordAlreadySet: 'errors.passwordAlreadySet',
  signInRequired: 'errors.signInRequired',
} as const);

/** Message keys of payment answers that docs/product.md does not word (English in the errors catalog). */
export const PAYMENT_MESSAGE_KEYS = Object.freeze({
  planUnavailable: 'errors.planUnavailable',
  /** A receipt asked for an order that has not been paid (docs/product.md §3 "Receipt"). */
  receiptNotPaid: 'errors.receiptNotPaid',
} as const);

/** Message keys of gift card answers (docs/product.md §3 "Gift cards"; English in the errors catalog). */
export const GIFT_MESSAGE_KEYS = Object.freeze({
  /** The sender's name or message is too long or holds control characters. */
  giftText: 'validation.giftText',
  /** A delivery date that is not a day from today to a year ahead. */
  giftDeliveryDate: 'validation.giftDeliveryDate',
  /** A character no code has (checkGiftCode 'characters'). */
  giftCodeCharacters: 'errors.giftCodeCharacters',
  /** Not 16 characters (checkGiftCode 'length'). */
  giftCodeLength: 'errors.giftCodeLength',
  /** The check character does not match: a typo (checkGiftCode 'check'). */
  giftCodeMistyped: 'errors.giftCodeMistyped',
  /** A well-formed code no card has. */
  giftCodeUnknown: 'errors.giftCodeUnknown',
  giftCodeUsed: 'errors.giftCodeUsed',
  /** The card's purchase was refunded. */
  giftCodeVoid: 'errors.giftCodeVoid',
  /** The buyer asks for the code a second time, or too late: it is in the mail. */
  giftCodeShown: 'errors.giftCodeShown',
} as const);

/** Message keys of the support and newsletter answers that are not a form field's rule (English in the errors catalog). */
export const SUPPORT_MESSAGE_KEYS = Object.freeze({
  /** A signed-in refund request names an order that is not one of the account's payments. */
  orderNotYours: 'errors.orderNotYours',
  /**
   * A signed-out refund request without a receipt whose order number and email are not one paid
   * order and its account's email: the same answer whether the order exists or not.
   */
  orderNotMatched: 'errors.orderNotMatched',
  /** A newsletter confirmation link that is unknown, expired or already used. */
  confirmLinkInvalid: 'errors.confirmLinkInvalid',
  /** An unsubscribe link that names no subscription (mistyped or forged). */
  unsubscribeLinkInvalid: 'errors.unsubscribeLinkInvalid',
} as const);

/**
 * Every message key an API failure may name in its `key` (the failure body's meaning, which
 * forms read instead of its text): keys of the errors catalog, in any language the same.
 */
export const API_MESSAGE_KEYS = Object.freeze([
  ...Object.values(MESSAGE_KEYS),
  ...Object.values(ACCOUNT_MESSAGE_KEYS),
  ...Object.values(PAYMENT_MESSAGE_KEYS),
  ...Object.values(GIFT_MESSAGE_KEYS),
  ...Object.values(SUPPORT_MESSAGE_KEYS),
  ...Object.values(TEXT_MESSAGE_KEYS),
] as const);
export type ApiMessageKey = (typeof API_MESSAGE_KEYS)[number];

/** English text of every message key; docs/product.md §5 and §8 texts are verbatim. */
export const ENGLISH_MESSAGES: Readonly<Record<MessageKey, string>> = Object.freeze({
  'validation.enterEmail': 'Please Enter Email',
  'validation.enterName': 'Please Enter Name',
  'validation.enterInquiry': 'Please Enter Inquiry',
  'validation.enterPassword': 'Please Enter Password',
  'validation.enterConfirmPassword': 'Please Enter Confirm Password',
  'validation.enterCurrentPassword': 'Please Enter Current Password',
  'validation.enterNewPassword': 'Please Enter New Password',
  'validation.minimum8': 'Minimum 8 characters',
  'validation.passwordLength': 'Password must be 8-20 characters.',
  'validation.passwordComposition': 'Password should contain uppercase and lowercase letters, and symbols.',
  'validation.passwordRule': 'Password must be 8-20 characters, including uppercase, lowercase letters, and special symbols.',
  'validation.invalidEmail': 'Invalid Email provide',
  'validation.invalidEmailPaypal': 'Invalid Email provide!',
  'validation.passwordsDontMatch': 'two passwords do not match',
  'errors.emailNotRegistered': 'email not registered',
  'errors.verificationFailed': 'Verification fail',
  'errors.codeExpired': 'code expired.',
  'errors.passwordNoChange': 'Password no change.',
  'errors.incorrectPassword': 'Incorrect password.',
  'errors.incorrectCredentials': 'Incorrect username or password.',
  'errors.paymentNetworkError': 'Network error, payment failed.',
  'errors.paymentFailed': 'Payment Failed.',
  'errors.planPurchased': 'The plan had purchased. You can upgrade the new plan.',
  'errors.failed': 'Failed',
  'errors.generic': 'Error',
  'errors.regionBlocked': 'Due to policy, this service is not available in China. Thank you for your understanding!',
  'contact.submitSuccess': 'Submit success',
  'logout.title': 'Confirm logout',
  'logout.body': 'You have been logged out, you can cancel to stay on this page, or log in again',
  'logout.relogin': 'Re-Login',
  'logout.cancel': 'Cancel',
  'validation.enterCode': 'Please Enter Verification Code',
  'validation.enterRefundReason': 'Please Enter Refund Reason',
  'validation.enterDeviceUserId': 'Please Enter Device User ID',
  'validation.enterReceipt': 'Please Enter Official Receipt',
  'validation.maximum100': 'Maximum 100 characters',
  'validation.maximum5000': 'Maximum 5000 characters',
  'validation.singleLine': 'Line breaks are not allowed',
  'errors.paymentPending': 'We have not received your payment yet. Finish paying in the PayPal window, then press Completed.',
  'errors.checkoutUnavailable': 'This order can no longer be paid. Please choose your plan again.',
  'errors.requestTooLarge': 'This request is too large.',
  'errors.harderCaptcha': 'This account has had several failed sign-ins. Please complete a longer security check to sign in.',
  'errors.solvingHarderCaptcha':
    'This account has had several failed sign-ins, so we are running a longer security check. This can take up to a minute…',
  'errors.serviceUnavailable': 'The service is temporarily unavailable. Please try again in a few seconds.',
  // RECEIPT_MAX_BYTES (uploads.ts) in MB, as "Maximum 100 characters" writes its number (messages.test.ts keeps them equal).
  'validation.receiptTooLarge': 'Maximum file size 5 MB',
  'validation.receiptType': 'Official receipt must be a PNG, JPEG or WebP image, or a PDF',
  'validation.invalidOrderNo': 'Invalid Order Number',
  'validation.enterLinks': 'Please Enter Channel Links',
  'validation.enterAudience': 'Please Enter Audience',
  'validation.enterWebsite': 'Please Enter Website',
  'validation.enterPromotionMethods': 'Please Enter Promotion Methods',
  'validation.chooseReason': 'Please Choose a Reason',
});

const KEY_SET: ReadonlySet<string> = new Set(Object.values(MESSAGE_KEYS));

/** True for one of the message keys above, e.g. to tell a key from a raw server message. */
export function isMessageKey(x: unknown): x is MessageKey {
  return typeof x === 'string' && KEY_SET.has(x);
}

const API_KEY_SET: ReadonlySet<string> = new Set(API_MESSAGE_KEYS);

/** True for a key an API failure may carry (see API_MESSAGE_KEYS). */
export function isApiMessageKey(x: unknown): x is ApiMessageKey {
  return typeof x === 'string' && API_KEY_SET.has(x);
}
