import { writeRoutePropertyTest } from '../../test/write-routes-property';

// Half of the write routes (server/test/write-routes-property.ts); the other half is in write-routes.property-2.test.ts.
writeRoutePropertyTest(0, 2);
