import { describe, expect, it } from 'vitest';
import { buttonVariants } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { BUTTON_CLASS, OUTLINE_SM_BUTTON_CLASS } from './button-classes';

describe('public button classes', () => {
  it('match what <Button> renders for the same variant and size', () => {
    expect(BUTTON_CLASS).toBe(cn(buttonVariants({})));
    expect(OUTLINE_SM_BUTTON_CLASS).toBe(cn(buttonVariants({ variant: 'outline', size: 'sm' })));
  });
});
