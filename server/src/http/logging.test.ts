import { redactUrl } from './logging';

it('keeps tokens of reset and invitation links out of logged URLs', () => {
  expect(redactUrl('/resetpassword?email=a%40b.de&token=abc123')).toBe('/resetpassword?email=a%40b.de&token=[redacted]');
  expect(redactUrl('/invite?token=x&lang=de')).toBe('/invite?token=[redacted]&lang=de');
  expect(redactUrl('/api/audit/auditfragen?customer_uid=1')).toBe('/api/audit/auditfragen?customer_uid=1');
});
