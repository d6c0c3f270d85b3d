import { useSearchParams } from 'react-router-dom';
import { api } from '@portal/contracts';
import { useApiQuery } from '@portal/api';

/**
 * A server ordered from a VPC's page (`add-vm?vpcId=…&networkId=…`) joins that network once it is
 * built: the wizard names the VPC and network and starts with that network chosen, so the create
 * call carries it (an attach right after the create would be refused: the server is still being
 * built). The sandbox gives the address by the same rule as the VPC's attach.
 */
export function useVpcTarget(projectId: number) {
  const [search] = useSearchParams();
  const vpcId = Number(search.get('vpcId'));
  const networkId = Number(search.get('networkId'));
  const wanted = Number.isSafeInteger(vpcId) && vpcId > 0 && Number.isSafeInteger(networkId) && networkId > 0;
  const vpc = useApiQuery('Vpc', api.vpc.get, { params: { projectId, id: vpcId } }, { enabled: wanted });
  const networks = useApiQuery('Vpc', api.vpc.interfaceList, { params: { projectId, vpcHostId: vpcId } }, { enabled: wanted });
  const network = networks.data?.find((n) => n.id === networkId);
  // A link naming a network this VPC does not have (a stale one) is the plain wizard.
  if (!wanted || (networks.data && !network) || vpc.isError) return null;
  return {
    vpcId,
    networkId,
    vpcName: vpc.data?.name,
    network,
    /** Where the user goes after ordering: the VPC's servers. */
    donePath: `/vpc/${projectId}/${vpcId}/vpcVm`,
  };
}
