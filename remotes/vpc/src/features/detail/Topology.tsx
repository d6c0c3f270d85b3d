import { useNavigate } from 'react-router-dom';
import { NAT_TYPE, type LoadBalancer, type NetworkNode, type VpcHost, type VpcInterface, type VpcNat } from '@portal/contracts';
import { EMPTY_VALUE, fill, formatNumber } from '@portal/locale';
import { useChartColors, type ChartColors } from '@portal/ui';
import { vpcDetailMessages } from './messages';

const t = vpcDetailMessages.topology;

export interface TopologyProps {
  vpc: VpcHost;
  /** The attached networks (the VPC's interfaces). */
  networks: VpcInterface[];
  /** The servers' addresses in those networks. */
  servers: NetworkNode[];
  nat: VpcNat[];
  loadBalancers: LoadBalancer[];
  /** `/vpc/{projectId}/{vpcId}`: each node links to a page under it. */
  base: string;
}

const NODE_W = 168;
const NODE_H = 50;
const COL_W = 196;
const ROW_H = 92;

interface NodeProps {
  x: number;
  y: number;
  title: string;
  detail?: string;
  /** The detail is a technical value (an address): drawn left-to-right. */
  detailLtr?: boolean;
  to: string;
  fill: string;
  colors: ChartColors;
}

/**
 * One box of the picture: a link (keyboard and pointer) to the page of what it shows, named by
 * the text it shows (an aria-label that differs from the visible words confuses voice control).
 */
function Node({ x, y, title, detail, detailLtr, to, fill: bg, colors }: NodeProps) {
  const navigate = useNavigate();
  return (
    <a
      href={to}
      onClick={(e) => {
        e.preventDefault();
        navigate(to);
      }}
      style={{ cursor: 'pointer' }}
    >
      <rect x={x - NODE_W / 2} y={y} width={NODE_W} height={NODE_H} rx={8} fill={bg} stroke={colors.series.primary} strokeWidth={1.2} />
      <text x={x} y={y + (detail ? 20 : 30)} textAnchor="middle" direction="rtl" fontSize={13} fontWeight={600} fill={colors.text}>
        {title}
      </text>
      {detail ? (
        <text
          x={x}
          y={y + 38}
          textAnchor="middle"
          direction={detailLtr ? 'ltr' : 'rtl'}
          unicodeBidi={detailLtr ? 'isolate' : undefined}
          fontSize={12}
          fill={colors.label}
        >
          {detail}
        </text>
      ) : null}
    </a>
  );
}

const line = (stroke: string) => (x1: number, y1: number, x2: number, y2: number, key: string) => (
  <line key={key} x1={x1} y1={y1} x2={x2} y2={y2} stroke={stroke} strokeWidth={1.2} />
);

/**
 * The VPC drawn from its data: the internet, NAT and the load balancers above the VPC's router,
 * its networks below it (first on the right, as the page reads) and each network's servers under
 * it. Every box is a link to the page managing what it shows.
 */
export function Topology({ vpc, networks, servers, nat, loadBalancers, base }: TopologyProps) {
  const cols = Math.max(networks.length, loadBalancers.length + 1, 3);
  const width = cols * COL_W + 24;
  const colX = (i: number, of: number) => width / 2 + ((of - 1) / 2 - i) * COL_W; // i = 0 is the rightmost
  const serversOf = (n: VpcInterface) => servers.filter((s) => s.vmNetworkId === n.id);
  const maxServers = Math.max(1, ...networks.map((n) => serversOf(n).length));
  const height = 4 * ROW_H + maxServers * (NODE_H + 14) + 24;
  const [yNet, yEdge, yVpc, yNets, yServers] = [12, 12 + ROW_H, 12 + 2 * ROW_H, 12 + 3 * ROW_H, 12 + 4 * ROW_H];
  const top = [{ kind: 'nat' as const }, ...loadBalancers.map((lb) => ({ kind: 'lb' as const, lb }))];
  const cx = width / 2;
  const dnat = nat.filter((r) => r.natTypeId === NAT_TYPE.dnat);
  // Fills, text and lines from the theme in force, so the picture reads in light and dark alike.
  const colors = useChartColors();
  const edge = line(colors.axis);

  return (
    // A group, not an image: an image may not hold the links the boxes are.
    <svg
      role="group"
      aria-labelledby="vpc-topology-title"
      viewBox={`0 0 ${width} ${height}`}
      width="100%"
      style={{ maxWidth: width, minWidth: 560, display: 'block' }}
    >
      <title id="vpc-topology-title">{t.title}</title>
      {edge(cx, yNet + NODE_H, cx, yEdge - 10, 'i')}
      {top.map((_, i) => edge(cx, yEdge - 10, colX(i, top.length), yEdge, `t${i}`))}
      {edge(colX(0, top.length), yEdge - 10, colX(top.length - 1, top.length), yEdge - 10, 'bar')}
      {top.map((_, i) => edge(colX(i, top.length), yEdge + NODE_H, cx, yVpc, `v${i}`))}
      {networks.map((n, i) => edge(cx, yVpc + NODE_H, colX(i, networks.length), yNets, `n${n.id}`))}
      {networks.flatMap((n, i) =>
        serversOf(n).map((s, j) =>
          edge(colX(i, networks.length), yNets + NODE_H + j * (NODE_H + 14), colX(i, networks.length), yServers + j * (NODE_H + 14), `s${n.id}-${s.id}`),
        ),
      )}

      <Node x={cx} y={yNet} title={t.internet} to={`${base}/ip`} fill={colors.tints.info} colors={colors} />
      {top.map((item, i) =>
        item.kind === 'nat' ? (
          <Node
            key="nat"
            x={colX(i, top.length)}
            y={yEdge}
            title={t.nat}
            detail={`${fill(t.dnatCount, { n: formatNumber(dnat.length) })} · ${vpc.snatEnabled ? t.snatOn : t.snatOff}`}
            to={`${base}/nat`}
            fill={colors.tints.warning}
            colors={colors}
          />
        ) : (
          <Node
            key={`lb${item.lb.id}`}
            x={colX(i, top.length)}
            y={yEdge}
            title={item.lb.name}
            detail={item.lb.publicIp ?? item.lb.status}
            detailLtr={!!item.lb.publicIp}
            to={`${base}/loadBalancer`}
            fill={colors.tints.purple}
            colors={colors}
          />
        ),
      )}
      <Node
        x={cx}
        y={yVpc}
        title={vpc.name ?? EMPTY_VALUE}
        detail={vpc.datacenter ?? undefined}
        to={`${base}/overview`}
        fill={colors.tints.primary}
        colors={colors}
      />
      {networks.map((n, i) => (
        <Node
          key={n.id}
          x={colX(i, networks.length)}
          y={yNets}
          title={n.name ?? EMPTY_VALUE}
          detail={n.cidr ?? undefined}
          detailLtr
          to={`${base}/network`}
          fill={colors.tints.success}
          colors={colors}
        />
      ))}
      {networks.flatMap((n, i) => {
        const servers = serversOf(n);
        if (!servers.length)
          return [
            <text key={`empty${n.id}`} x={colX(i, networks.length)} y={yServers + 20} textAnchor="middle" direction="rtl" fontSize={12} fill={colors.label}>
              {t.noServers}
            </text>,
          ];
        return servers.map((s, j) => (
          <Node
            key={`${n.id}-${s.id}`}
            x={colX(i, networks.length)}
            y={yServers + j * (NODE_H + 14)}
            title={s.vmHost ?? EMPTY_VALUE}
            detail={s.ipAddress ?? undefined}
            detailLtr
            to={`${base}/vpcVm`}
            fill={colors.surface}
            colors={colors}
          />
        ));
      })}
    </svg>
  );
}
