import {
  accountEndpoints,
  autologinEndpoints,
  emailVerificationEndpoints,
  passwordsEndpoints,
  profilesEndpoints,
  unregisterEndpoints,
  type AccountDeletionInput,
  type AutologinInput,
  type EmailChangeInput,
  type ForgotPasswordInput,
  type PasswordChangeInput,
  type ProfileResource,
  type ProfileUpdateInput,
  type ResetPasswordInput,
  type ResponseOf,
  type UnregisterParams,
  type UnregisterRequest,
  type UserWithProfile,
  type VerifyEmailParams,
} from '@sam/contracts';
import { baseApi } from './base';
import { callOf } from './contract';

type ProfileAnswer = ResponseOf<typeof profilesEndpoints.create>;

/** Spec §7 "Session and account": verification, passwords, autologin, profile, credentials, deletion, unregistering. */
export const accountApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    verifyEmail: build.mutation<ResponseOf<typeof emailVerificationEndpoints.verify>, VerifyEmailParams>({
      query: (body) => callOf(emailVerificationEndpoints.verify, { body }),
      invalidatesTags: ['User'],
    }),
    forgotPassword: build.mutation<ResponseOf<typeof passwordsEndpoints.forgot>, ForgotPasswordInput>({
      query: (body) => callOf(passwordsEndpoints.forgot, { body }),
    }),
    resetPassword: build.mutation<ResponseOf<typeof passwordsEndpoints.reset>, ResetPasswordInput>({
      query: (body) => callOf(passwordsEndpoints.reset, { body }),
    }),
    autologin: build.mutation<ResponseOf<typeof autologinEndpoints.login>, AutologinInput>({
      query: (body) => callOf(autologinEndpoints.login, { body }),
      invalidatesTags: ['User'],
    }),

    getUserProfile: build.query<UserWithProfile, number>({
      query: (id) => callOf(profilesEndpoints.getUser, { params: { id } }),
      transformResponse: (response: ResponseOf<typeof profilesEndpoints.getUser>) => response.data,
      providesTags: (_result, _error, id) => [{ type: 'User', id }],
    }),
    createProfile: build.mutation<ProfileResource, ProfileUpdateInput>({
      query: (body) => callOf(profilesEndpoints.create, { body }),
      transformResponse: (response: ProfileAnswer) => response.data,
      invalidatesTags: ['User'],
    }),
    /** Spec §7: POST /api/profiles/{id} with _method PUT (the contract's PUT, as a form would send it). */
    updateProfile: build.mutation<ProfileResource, { id: number } & ProfileUpdateInput>({
      query: ({ id, ...body }) => ({ ...callOf(profilesEndpoints.update, { params: { id }, body }), method: 'POST', body: { ...body, _method: 'PUT' } }),
      transformResponse: (response: ProfileAnswer) => response.data,
      invalidatesTags: ['User'],
    }),

    changePassword: build.mutation<ResponseOf<typeof accountEndpoints.changePassword>, PasswordChangeInput>({
      query: (body) => callOf(accountEndpoints.changePassword, { body }),
    }),
    changeEmail: build.mutation<ResponseOf<typeof accountEndpoints.changeEmail>, EmailChangeInput>({
      query: (body) => callOf(accountEndpoints.changeEmail, { body }),
      invalidatesTags: ['User'],
    }),
    /** Spec §5: deletion is confirmed by typing the account email. */
    deleteAccount: build.mutation<ResponseOf<typeof accountEndpoints.deleteAccount>, AccountDeletionInput>({
      query: (body) => callOf(accountEndpoints.deleteAccount, { body }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
        } catch {
          return; // refused (422): the form shows why, the session stays
        }
        dispatch(baseApi.util.resetApiState());
      },
    }),

    requestUnregister: build.mutation<ResponseOf<typeof unregisterEndpoints.request>, UnregisterRequest>({
      query: (body) => callOf(unregisterEndpoints.request, { body }),
    }),
    /** Spec §7: GET /api/unreg with the signed link's query string performs the unregistering. */
    unregister: build.mutation<ResponseOf<typeof unregisterEndpoints.confirm>, UnregisterParams>({
      query: (query) => callOf(unregisterEndpoints.confirm, { query }),
    }),
  }),
});

export const {
  useVerifyEmailMutation,
  useForgotPasswordMutation,
  useResetPasswordMutation,
  useAutologinMutation,
  useGetUserProfileQuery,
  useCreateProfileMutation,
  useUpdateProfileMutation,
  useChangePasswordMutation,
  useChangeEmailMutation,
  useDeleteAccountMutation,
  useRequestUnregisterMutation,
  useUnregisterMutation,
} = accountApi;
