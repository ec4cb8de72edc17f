import type {
  AccountDeletionInput,
  AutologinInput,
  EmailChangeInput,
  ForgotPasswordInput,
  PasswordChangeInput,
  ProfileResource,
  ProfileUpdateInput,
  ResetPasswordInput,
  UnregisterParams,
  UnregisterRequest,
  UnregisterResult,
  UserWithProfile,
  VerifyEmailParams,
  VerifyEmailResult,
} from '@sam/contracts';
import { baseApi } from './base';

/** Spec §7 "Session and account": verification, passwords, autologin, profile, credentials, deletion, unregistering. */
export const accountApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    verifyEmail: build.mutation<VerifyEmailResult, VerifyEmailParams>({
      query: (body) => ({ url: '/api/email/verify', method: 'POST', body }),
      invalidatesTags: ['User'],
    }),
    forgotPassword: build.mutation<{ sent: boolean }, ForgotPasswordInput>({
      query: (body) => ({ url: '/forgot-password', method: 'POST', body }),
    }),
    resetPassword: build.mutation<{ reset: boolean }, ResetPasswordInput>({
      query: (body) => ({ url: '/reset-password', method: 'POST', body }),
    }),
    autologin: build.mutation<{ redirect: string }, AutologinInput>({
      query: (body) => ({ url: '/autologin', method: 'POST', body }),
      invalidatesTags: ['User'],
    }),

    getUserProfile: build.query<UserWithProfile, number>({
      query: (id) => `/api/users/${id}`,
      transformResponse: (response: { data: UserWithProfile } | UserWithProfile) => ('data' in response ? response.data : response),
      providesTags: (_result, _error, id) => [{ type: 'User', id }],
    }),
    createProfile: build.mutation<ProfileResource, ProfileUpdateInput>({
      query: (body) => ({ url: '/api/profiles', method: 'POST', body }),
      transformResponse: (response: { data: ProfileResource }) => response.data,
      invalidatesTags: ['User'],
    }),
    /** Spec §7: POST /api/profiles/{id} with _method PUT. */
    updateProfile: build.mutation<ProfileResource, { id: number } & ProfileUpdateInput>({
      query: ({ id, ...body }) => ({ url: `/api/profiles/${id}`, method: 'POST', body: { ...body, _method: 'PUT' } }),
      transformResponse: (response: { data: ProfileResource }) => response.data,
      invalidatesTags: ['User'],
    }),

    changePassword: build.mutation<unknown, PasswordChangeInput>({
      query: (body) => ({ url: '/api/user/password', method: 'PUT', body }),
    }),
    changeEmail: build.mutation<unknown, EmailChangeInput>({
      query: (body) => ({ url: '/api/user/email', method: 'PUT', body }),
      invalidatesTags: ['User'],
    }),
    /** Spec §5: deletion is confirmed by typing the account email. */
    deleteAccount: build.mutation<unknown, AccountDeletionInput>({
      query: (body) => ({ url: '/api/user', method: 'DELETE', body }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
        } catch {
          return; // refused (422): the form shows why, the session stays
        }
        dispatch(baseApi.util.resetApiState());
      },
    }),

    requestUnregister: build.mutation<{ sent: boolean }, UnregisterRequest>({
      query: (body) => ({ url: '/api/users/unregister', method: 'POST', body }),
    }),
    /** Spec §7: GET /api/unreg with the signed link's query string performs the unregistering. */
    unregister: build.mutation<UnregisterResult, UnregisterParams>({
      query: (params) => ({ url: '/api/unreg', params }),
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
