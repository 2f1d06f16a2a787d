-- Accounts that existed before email verification (issue 26 item 15) count as verified: they were never
-- asked, and the emails they chose (discussion replies) should not stop.
UPDATE users SET email_verified_at = created_at WHERE email_verified_at IS NULL;
