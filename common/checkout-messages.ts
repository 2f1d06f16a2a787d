// What the checkout API answers and the checkout page shows; shared, so both say the same words.
export const FREE_COURSE_MESSAGE = 'This course is free. No payment required.';
export const PAYMENT_PROCESSING_CODE = 'payment_processing';
export const PAYMENT_PROCESSING_MESSAGE =
  'Your payment is being processed. The course opens as soon as it completes and we email your receipt; there is no need to pay again.';
