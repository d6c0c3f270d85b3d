// @portal/session cannot import the contracts (it is a dependency of this package), so it
// mirrors LoginResponse and Project. These lines stop compiling if the two drift apart.
import type { SessionLoginResponse, SessionProject } from '@portal/session';
import type { LoginResponse, Project } from './contracts';

type Assert<T extends true> = T;
export type LoginResponseMatchesSession = Assert<LoginResponse extends SessionLoginResponse ? true : false>;
export type SessionMatchesLoginResponse = Assert<SessionLoginResponse extends LoginResponse ? true : false>;
export type ProjectFitsSession = Assert<Project extends SessionProject ? true : false>;
