import type { PortDetail } from '@portledger/contracts';
import { Card, Descriptions, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DASH } from '../../../lib/format.ts';
import { formatCoordinates, formatZonedTime } from './port-format.ts';

/** The port's clock, refreshed every 30 s: agents plan around the port's local time. */
function LocalTime({ timeZone }: { timeZone: string | null }) {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 30_000);
    return () => clearInterval(timer);
  }, []);
  return <span data-testid="port-local-time">{formatZonedTime(now, timeZone)}</span>;
}

/** Header particulars of a port: code, country, place, coordinates, time zone, local time. */
export function PortParticulars({ port }: { port: PortDetail }) {
  const { t } = useTranslation();
  const hemisphere = (key: 'north' | 'south' | 'east' | 'west') => (value: string) =>
    t(`ports.detail.${key}`, { value });
  const aliases = port.aliases.filter((code) => code !== port.unlocode);
  return (
    <Card variant="outlined" style={{ marginBottom: 16 }}>
      <Descriptions
        size="small"
        column={{ xs: 1, sm: 2, lg: 3 }}
        data-testid="port-particulars"
        items={[
          {
            key: 'unlocode',
            label: t('ports.detail.unlocode'),
            children: <Typography.Text code>{port.unlocode}</Typography.Text>,
          },
          {
            key: 'country',
            label: t('ports.detail.country'),
            children: port.country ? `${port.country.name} (${port.country.code})` : DASH,
          },
          { key: 'city', label: t('ports.detail.city'), children: port.city ?? DASH },
          { key: 'province', label: t('ports.detail.province'), children: port.province ?? DASH },
          {
            key: 'coordinates',
            label: t('ports.detail.coordinates'),
            children: formatCoordinates(port.latitude, port.longitude, {
              north: hemisphere('north'),
              south: hemisphere('south'),
              east: hemisphere('east'),
              west: hemisphere('west'),
            }),
          },
          { key: 'timezone', label: t('ports.detail.timezone'), children: port.timezone ?? DASH },
          {
            key: 'localTime',
            label: t('ports.detail.localTime'),
            children: <LocalTime timeZone={port.timezone} />,
          },
          {
            key: 'aliases',
            label: t('ports.detail.aliases'),
            children: aliases.length > 0 ? aliases.join(', ') : DASH,
          },
        ]}
      />
    </Card>
  );
}
