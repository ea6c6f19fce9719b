'use client';
/**
 * The refund request (docs/product.md §3, §5): email, reason, device user ID, and the payment it is
 * about: an order number of ours, or the official receipt uploaded as a file (docs/decisions/018),
 * required without an order number. The browser checks what the API checks — the shared schema for
 * the fields, the file's size and that one of the two is there, the file's first bytes for its type
 * (so a text file named .png is refused before it is uploaded) — and shows the API's own refusal
 * where it concerns a field (an order number that is not the sender's). A success shows the
 * reference number and what happens next.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { ENDPOINTS, RefundSchema, receiptProblem, type RefundRequest } from '@kestrel/domain';
import { RECEIPT_TYPES } from '@kestrel/domain/uploads';
import { api } from '@/lib/api/browser';
import { captchaToken, prefetchCaptcha, prepareCaptcha } from '../account/captcha';
import { ErrorSummary, ReplyEmailField, SubmitButton, TextAreaField, TextField } from '../account/form-controls';
import { fill, messageText, type MessageTexts } from '../account/messages';
import { checked, formFields } from '../account/checked';
import { useAccountForm } from '../account/use-account-form';
import { useFocusWhen } from '../account/use-focus-when';

export interface RefundRequestLabels {
  email: string;
  emailHint: string;
  reason: string;
  reasonHint: string;
  deviceUserId: string;
  deviceUserIdHint: string;
  orderNo: string;
  orderNoHint: string;
  receipt: string;
  receiptHint: string;
  submit: string;
  submitting: string;
  errorTitle: string;
  successTitle: string;
  /** Template with {reference}. */
  successReference: string;
  successReply: string;
  successProcessing: string;
}

const TEXT_FIELDS = ['email', 'reason', 'deviceUserId', 'orderNo'] as const;
const FIELDS = [...TEXT_FIELDS, 'receipt'] as const;
type Field = (typeof FIELDS)[number];

/** The request's names of the fields the form names otherwise. */
const REQUEST_FIELDS = { device_user_id: 'deviceUserId', order_no: 'orderNo' } as const;

/** What the file picker offers: the receipt types the API accepts. */
const ACCEPT = Object.values(RECEIPT_TYPES).join(',');

export function RefundRequestForm({
  labels,
  messages,
  accountEmail,
  initialOrderNo,
  afterSuccess,
}: {
  labels: RefundRequestLabels;
  messages: MessageTexts;
  /** The signed-in visitor's email: filled in and not edited (the API attaches the account anyway). */
  accountEmail?: string;
  /** The signed-in buyer's last payment. */
  initialOrderNo?: string;
  /** Shown under the success message (the link to My account for a signed-in visitor). */
  afterSuccess?: ReactNode;
}) {
  const { formRef, errors, fail, fieldId, summary, busy, submit } = useAccountForm<Field>('refund', FIELDS, messages, REQUEST_FIELDS);
  const [done, setDone] = useState<RefundRequest | undefined>();
  const doneHeading = useFocusWhen(done);

  useEffect(prepareCaptcha, []);

  const onSubmit = submit(
    (data) =>
      // The receipt is a file: none chosen reads as none, which the schema allows with an order number only.
      checked(RefundSchema.safeParse({ ...formFields(data, TEXT_FIELDS), receipt: data.get('receipt') }), messages),
    async (values) => {
      // The type is told from the content, as the API tells it: only the first bytes are read.
      const problem = values.receipt === undefined ? undefined : await receiptProblem(values.receipt);
      if (problem) {
        fail({ receipt: messageText(messages, problem) });
        return;
      }
      const captcha = await captchaToken();
      const request = await api.call(ENDPOINTS.refundRequest, {
        form: {
          email: values.email,
          reason: values.reason,
          device_user_id: values.deviceUserId,
          order_no: values.orderNo,
          captcha,
          receipt: values.receipt,
        },
        quiet: true,
      });
      setDone(request);
    },
  );

  if (done) {
    return (
      <div role="status" className="space-y-3 rounded-lg border-s-4 border-green-700 bg-green-50 p-5 text-green-900">
        <h2 ref={doneHeading} tabIndex={-1} className="text-xl font-semibold">
          {labels.successTitle}
        </h2>
        <p>{fill(labels.successReference, { reference: done.reference })}</p>
        <p>{labels.successReply}</p>
        <p>{labels.successProcessing}</p>
        {afterSuccess}
      </div>
    );
  }

  return (
    <form ref={formRef} onSubmit={onSubmit} onFocus={prefetchCaptcha} noValidate aria-busy={busy} className="space-y-5">
      <ErrorSummary id="refund-errors" title={labels.errorTitle} items={summary} />
      <ReplyEmailField
        id={fieldId('email')}
        label={labels.email}
        hint={labels.emailHint}
        defaultValue={accountEmail}
        readOnly={accountEmail !== undefined}
        error={errors.email}
      />
      <TextAreaField id={fieldId('reason')} name="reason" label={labels.reason} hint={labels.reasonHint} rows={4} error={errors.reason} />
      <TextField
        id={fieldId('deviceUserId')}
        name="deviceUserId"
        label={labels.deviceUserId}
        hint={labels.deviceUserIdHint}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        error={errors.deviceUserId}
      />
      <TextField
        id={fieldId('orderNo')}
        name="orderNo"
        label={labels.orderNo}
        hint={labels.orderNoHint}
        defaultValue={initialOrderNo}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        error={errors.orderNo}
      />
      <TextField
        id={fieldId('receipt')}
        name="receipt"
        type="file"
        accept={ACCEPT}
        label={labels.receipt}
        hint={labels.receiptHint}
        error={errors.receipt}
      />
      <SubmitButton busy={busy} label={labels.submit} busyLabel={labels.submitting} />
    </form>
  );
}
