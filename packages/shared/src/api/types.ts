import type { Customer, UserProfileData, Role, TranslationsResponse } from '../contract/meta';
import type { MasterData } from '../contract/customer';

/** Request and response bodies of the platform calls (spec §7), as the server answers them. */

export type { Customer, UserProfileData, Role, TranslationsResponse, MasterData };

/** What sign-in and token refresh answer: the signed-in user. */
export interface UserModel {
  user_uid: string;
  email: string;
  firstname: string;
  lastname: string;
}

export interface SignInRequest {
  email: string;
  password: string;
}
export interface SignInResponse {
  usermodel: UserModel;
}

export interface ResetPasswordRequest {
  email: string;
  token: string;
  password: string;
}

export interface UpdatePasswordRequest {
  password_old: string;
  password_new: string;
  password_new_repetition: string;
}

export interface OkResponse {
  ok: true;
}

/** The error body of every failing call (DESIGN.md §8). */
export interface ApiErrorBody {
  error: string;
  message?: string;
  /** 400 validation: the failing fields; `message` in the caller's language, `code` the language-independent key (`required`, `passwordTooShort`, ...). */
  fields?: { path: string; message: string; code?: string }[];
  /** 423 signInLocked: how long the account stays locked. */
  minutes?: number;
  /** 409: the record changed since it was read. */
  itemHasBeenChanged?: boolean;
  /** Call-specific details ({ error, message, ...extra }). */
  [extra: string]: unknown;
}
