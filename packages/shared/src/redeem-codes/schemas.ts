import { z } from 'zod';
import { pageOf } from '../common/schemas.ts';
import { VersionSchema } from '../common/versions.ts';
import {
  REDEEM_CODE_MESSAGES as M,
  REDEEM_CODE_MAX_LENGTH,
  REDEEM_DESCRIPTION_MAX_LENGTH,
  REDEEM_REWARDS_MAX_LENGTH,
} from './constants.ts';

/** A redeem code as everyone sees it. `isActive` is the admin's switch; `isExpired` is its expiry date having passed. */
export const RedeemCodeSchema = z.object({
  id: z.string(),
  code: z.string(),
  description: z.string().nullable(),
  rewards: z.string(),
  /** Last day the code works (YYYY-MM-DD), or null when it does not expire. */
  expiresAt: z.string().nullable(),
  isActive: z.boolean(),
  isExpired: z.boolean(),
  /** When an admin switched it off (ISO), or null while it is on. */
  deactivatedAt: z.string().nullable(),
  createdAt: z.string(),
  /** The edit version, sent back by the admin editor's save. */
  version: VersionSchema,
});
export type RedeemCode = z.infer<typeof RedeemCodeSchema>;

/** The active codes, newest first; the first of them is the latest code. */
export const ActiveRedeemCodesSchema = z.object({ items: z.array(RedeemCodeSchema) });
export type ActiveRedeemCodes = z.infer<typeof ActiveRedeemCodesSchema>;

export const ExpiredRedeemCodesSchema = pageOf(RedeemCodeSchema);
export type ExpiredRedeemCodes = z.infer<typeof ExpiredRedeemCodesSchema>;

export const ExpiredRedeemCodesQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

/** Every code for the admin screens, newest first. */
export const AdminRedeemCodesSchema = z.object({ items: z.array(RedeemCodeSchema) });
export type AdminRedeemCodes = z.infer<typeof AdminRedeemCodesSchema>;

const isCalendarDate = (value: string) => {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
};

/** The admin form: code and rewards required; an empty expiry means the code does not expire. */
export const RedeemCodeInputSchema = z.object({
  code: z
    .string()
    .trim()
    .min(1, M.codeRequired)
    .max(REDEEM_CODE_MAX_LENGTH)
    .regex(/^[\p{L}\p{N}_-]+$/u, M.codeInvalid),
  description: z
    .string()
    .trim()
    .max(REDEEM_DESCRIPTION_MAX_LENGTH)
    .nullable()
    .default(null)
    .transform((v) => (v === '' ? null : v)),
  rewards: z.string().trim().min(1, M.rewardsRequired).max(REDEEM_REWARDS_MAX_LENGTH),
  expiresAt: z
    .string()
    .trim()
    .refine((v) => v === '' || isCalendarDate(v), M.expiryInvalid)
    .nullable()
    .default(null)
    .transform((v) => (v === '' ? null : v)),
  isActive: z.boolean().default(true),
});
export type RedeemCodeInput = z.input<typeof RedeemCodeInputSchema>;

export const RedeemCodeStatusRequestSchema = z.object({ isActive: z.boolean() });

export const RedeemCodeIdParamsSchema = z.object({ codeId: z.uuid(M.notFound) });
