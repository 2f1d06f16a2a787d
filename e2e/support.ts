import { expect, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';

export interface TestUser {
  username: string;
  email: string;
  password: string;
}

export function newUser(): TestUser {
  const id = randomUUID().slice(0, 8);
  return { username: `learner_${id}`, email: `Learner.${id}@Example.com`, password: `correct horse ${id}` };
}

export async function signUp(page: Page, user: TestUser, path = '/signup') {
  await page.goto(path);
  await page.getByLabel('Username').fill(user.username);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByLabel('Confirm Password').fill(user.password);
  await page.getByRole('button', { name: 'Create Account' }).click();
}

export async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

export async function openUserMenu(page: Page, username: string) {
  await page.getByRole('button', { name: `Account menu for ${username}` }).click();
  return page.getByRole('menu');
}

export async function signOut(page: Page, username: string) {
  const menu = await openUserMenu(page, username);
  await menu.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/$/);
}
