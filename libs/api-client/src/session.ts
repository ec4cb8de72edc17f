import { authEndpoints, emailVerificationEndpoints, type ApiError, type LoginInput, type RegisterInput, type ResponseOf, type User } from '@sam/contracts';
import { baseApi } from './base';
import { callOf } from './contract';

const UNAUTHENTICATED = 401;

export const sessionApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Spec §4: a failed current-user fetch means logged out, so a 401 is `null` data, not an error. */
    getCurrentUser: build.query<User | null, void>({
      async queryFn(_arg, _api, _extraOptions, baseQuery) {
        const result = await baseQuery(callOf(authEndpoints.currentUser, {}));
        if (result.error) {
          const error = result.error as ApiError;
          return error.status === UNAUTHENTICATED ? { data: null } : { error };
        }
        return { data: result.data as ResponseOf<typeof authEndpoints.currentUser> };
      },
      providesTags: ['User'],
    }),

    login: build.mutation<ResponseOf<typeof authEndpoints.login>, LoginInput>({
      query: (body) => callOf(authEndpoints.login, { body }),
      invalidatesTags: (_result, error) => (error ? [] : ['User', 'Bookmark', 'Network', 'Token']),
    }),

    register: build.mutation<ResponseOf<typeof authEndpoints.register>, RegisterInput>({
      query: (body) => callOf(authEndpoints.register, { body }),
      invalidatesTags: (_result, error) => (error ? [] : ['User']),
    }),

    /** Spec §4 logout: fresh CSRF cookie, POST /logout, then forget everything cached for the user. */
    logout: build.mutation<null, void>({
      query: () => ({ ...callOf(authEndpoints.logout, {}), freshCsrf: true }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
        } catch (rejection) {
          // An expired session is a logout already; any other failure keeps the session as it is.
          if ((rejection as { error?: ApiError }).error?.status !== UNAUTHENTICATED) return;
        }
        dispatch(baseApi.util.resetApiState());
        await dispatch(sessionApi.util.upsertQueryData('getCurrentUser', undefined, null));
      },
    }),

    /** Spec §7: resends the email-verification link. */
    resendVerification: build.mutation<ResponseOf<typeof emailVerificationEndpoints.resend>, void>({
      query: () => callOf(emailVerificationEndpoints.resend, {}),
    }),
  }),
});

export const {
  useGetCurrentUserQuery,
  useLoginMutation,
  useRegisterMutation,
  useLogoutMutation,
  useResendVerificationMutation,
} = sessionApi;
