/**
 * The dashboard's setup guide (dashboard/setup-guide.tsx), in English and Arabic, after the back office's
 * language. The Arabic catalogue is typed by the English one.
 */
import { useLocaleState } from 'react-admin';
import type { SetupStepId, SetupStepState } from '../../../generated/models';

const en = {
  title: 'Set up your shop',
  progress: (done: number, total: number) => `${done} of ${total} done`,
  dismiss: 'Hide the setup guide',
  dismissFailed: 'Could not hide the guide. Please try again.',
  markFailed: 'Could not save. Please try again.',
  state: { done: 'Done', demo: 'Demo data', todo: 'To do' } satisfies Record<SetupStepState, string>,
  steps: {
    contact: {
      title: 'Shop contact and WhatsApp',
      todo: 'Shoppers confirm orders on WhatsApp and see your contact on every page.',
      demo: 'The demo’s contact is in place: put in your own WhatsApp and phone.',
      done: 'Shoppers can reach you.',
    },
    shipping: {
      title: 'Shipping prices checked',
      todo: 'Check the fee to each of the 27 governorates.',
      demo: '',
      done: 'Checked.',
    },
    policies: {
      title: 'Policies read',
      todo: 'Read the shop’s terms, privacy and returns policies as shoppers see them.',
      demo: '',
      done: 'Read.',
    },
    product: {
      title: 'Your first product',
      todo: 'Add a product with its colours, sizes and pictures.',
      demo: 'Only the demo’s products so far: add one of your own.',
      done: 'Your catalogue has started.',
    },
    testOrder: {
      title: 'A test order',
      todo: 'Place an order from the shop and follow it here, as a shopper would.',
      demo: 'Only the demo’s orders so far: place one yourself from the shop.',
      done: 'An order went through.',
    },
  } satisfies Record<SetupStepId, Record<SetupStepState | 'title', string>>,
  actions: {
    settings: 'Open Settings',
    shipping: 'Open shipping prices',
    shippingDone: 'The prices are right',
    terms: 'Terms',
    privacy: 'Privacy',
    returns: 'Returns',
    policiesDone: 'I have read them',
    addProduct: 'Add a product',
    openShop: 'Open the shop',
  },
  newTab: '(opens in a new tab)',
};

export type SetupGuideText = typeof en;

const ar: SetupGuideText = {
  title: 'جهّزي متجرك',
  progress: (done, total) => `${done} من ${total} خلصت`,
  dismiss: 'إخفاء دليل التجهيز',
  dismissFailed: 'ماقدرناش نخفي الدليل. جرّبي تاني.',
  markFailed: 'ماقدرناش نحفظ. جرّبي تاني.',
  state: { done: 'تم', demo: 'بيانات تجريبية', todo: 'لسه' },
  steps: {
    contact: {
      title: 'بيانات التواصل وواتساب المتجر',
      todo: 'العميلات بيأكدوا طلباتهم على واتساب وبيشوفوا بيانات التواصل في كل صفحة.',
      demo: 'بيانات التواصل التجريبية هي اللي ظاهرة: حطي رقم الواتساب والتليفون بتوعك.',
      done: 'العميلات يقدروا يوصلولك.',
    },
    shipping: {
      title: 'مراجعة أسعار الشحن',
      todo: 'راجعي سعر الشحن لكل محافظة من الـ27.',
      demo: '',
      done: 'اتراجعت.',
    },
    policies: {
      title: 'قراءة السياسات',
      todo: 'اقري الشروط وسياسة الخصوصية وسياسة الاسترجاع زي ما العميلات بيشوفوها.',
      demo: '',
      done: 'اتقرت.',
    },
    product: {
      title: 'أول منتج ليكي',
      todo: 'ضيفي منتج بألوانه ومقاساته وصوره.',
      demo: 'لسه المنتجات التجريبية بس: ضيفي منتج من عندك.',
      done: 'الكتالوج بتاعك بدأ.',
    },
    testOrder: {
      title: 'طلب تجريبي',
      todo: 'اعملي طلب من المتجر وتابعيه هنا زي أي عميلة.',
      demo: 'لسه الطلبات التجريبية بس: اعملي طلب بنفسك من المتجر.',
      done: 'طلب وصل بنجاح.',
    },
  },
  actions: {
    settings: 'افتحي الإعدادات',
    shipping: 'افتحي أسعار الشحن',
    shippingDone: 'الأسعار مظبوطة',
    terms: 'الشروط',
    privacy: 'الخصوصية',
    returns: 'الاسترجاع',
    policiesDone: 'قريتها',
    addProduct: 'ضيفي منتج',
    openShop: 'افتحي المتجر',
  },
  newTab: '(بيفتح في تاب جديدة)',
};

export const SETUP_GUIDE_TEXT = { en, ar } as const;

/** The texts in the back office's language. */
export function useSetupGuideText(): SetupGuideText {
  const [locale] = useLocaleState();
  return locale === 'ar' ? ar : en;
}
