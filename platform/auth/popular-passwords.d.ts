declare module "popular-passwords" {
  const passwords: string[];
  export default passwords;
}
