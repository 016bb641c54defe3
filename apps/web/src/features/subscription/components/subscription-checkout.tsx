import type { Transaction } from '@codegrow/shared/schemas/transaction';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { PaymentView } from './payment-view';
import { PlanCard } from './plan-card';

type View = 'plans' | 'payment';

interface SubscriptionCheckoutProps {
  isAuthenticated: boolean;
  subscribed: boolean;
  /** The reader's payment waiting for review, if any. */
  pending: Transaction | null;
  viewer: string;
  onLoginRequired: () => void;
  /** The transaction is in: the page moves on (docs/product.md §4: to the dashboard). */
  onSubmitted: () => void;
}

/** docs/product.md §4 subscribe page: plan view to payment view and back; success returns to the plans. */
export function SubscriptionCheckout({
  isAuthenticated,
  subscribed,
  pending,
  viewer,
  onLoginRequired,
  onSubmitted,
}: SubscriptionCheckoutProps) {
  // The view is in the address (`?view=payment`): Back returns to the plan, and a visitor sent
  // to sign in comes back to the payment view.
  const [params, setParams] = useSearchParams();
  const view: View = params.get('view') === 'payment' ? 'payment' : 'plans';
  // `?for=gift`: paying for someone else, which a subscriber may do too.
  const gift = params.get('for') === 'gift';
  const paymentHeading = useRef<HTMLHeadingElement>(null);
  const planButton = useRef<HTMLButtonElement>(null);
  const switched = useRef(false);

  // Focus follows a switch (not the first render), so keyboard and screen-reader users land in the new view.
  useEffect(() => {
    if (!switched.current) return;
    if (view === 'payment') paymentHeading.current?.focus();
    else planButton.current?.focus();
  }, [view]);

  const show = (next: View, { asGift = false } = {}) => {
    switched.current = true;
    setParams(next === 'payment' ? { view: 'payment', ...(asGift && { for: 'gift' }) } : {});
    window.scrollTo({ top: 0 });
  };

  if (view === 'payment' && (gift || !subscribed)) {
    return (
      <PaymentView
        isAuthenticated={isAuthenticated}
        viewer={viewer}
        gift={gift}
        headingRef={paymentHeading}
        onBack={() => show('plans')}
        onLoginRequired={onLoginRequired}
        onSubmitted={() => {
          show('plans');
          onSubmitted();
        }}
      />
    );
  }
  return (
    <PlanCard
      subscribed={subscribed}
      pending={pending}
      buttonRef={planButton}
      onGetAccess={() => show('payment')}
      onGiveGift={() => show('payment', { asGift: true })}
    />
  );
}
