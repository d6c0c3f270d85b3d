// Every user-facing text of the sandbox, one file per area, so wording stays consistent and
// reviewable. Field rules (required, length, patterns, ranges) are not here: they are said by
// `ruleMessage` of @portal/locale, in the same words as the portal's forms.
import { auth } from '../auth/messages';
import { billing } from '../areas/billing/messages';
import { infra } from '../areas/cloud-infra/messages';
import { kubernetes } from '../areas/kubernetes/messages';
import { common } from './common';
import { externalSignIn } from '../auth/external-identity-messages';
import { projects } from '../areas/account/project-messages';
import { storage } from '../areas/storage/messages';
import { vm } from '../areas/cloud-infra/vm-messages';
import { vpc } from '../areas/vpc/messages';
import { support } from '../areas/support/messages';
import { dnsCdn } from '../areas/dns-cdn/messages';

export { accountMessages } from '../areas/account/messages';

export const messages = { ...common, ...auth, ...externalSignIn, ...projects, ...billing, ...storage, infra, vm, support, vpc, dnsCdn, kubernetes };
