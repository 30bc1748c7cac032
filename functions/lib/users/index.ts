// The users' door: profiles (created on the first call, read with the monthly allocation, updated, a token request).
// One function's use cases are doors of their own: users/account (the data deletion request), users/accountExport
// (the data export, with the S3 client), users/erasure (an account's erasure), users/deletionRun (the daily run of the pending requests) and users/adminUsers (User Management).
export { createProfile, getProfile, requestTokens, updateProfile } from './profiles';
