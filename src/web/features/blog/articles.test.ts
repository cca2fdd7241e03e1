import { describe, expect, it } from "vitest";
import { articleNeighbours, articles, findArticle } from "./articles";
import { wordCount } from "./content/article-content";
import { articleTextsEn } from "./content/articles-en";
import { articleTextsEs } from "./content/articles-es";

describe("blog articles", () => {
  it("are the five of the spec, with their categories and read times", () => {
    expect(articles.map((a) => [a.id, a.category, a.readMinutes])).toEqual([
      ["1", "projectManagement", 5],
      ["2", "executiveLeadership", 4],
      ["3", "productManagement", 6],
      ["4", "teamProductivity", 5],
      ["5", "technology", 7],
    ]);
  });

  it("have a full text in both languages, with headings and lists, and the same outline", () => {
    for (const article of articles) {
      for (const texts of [articleTextsEs, articleTextsEn]) {
        const blocks = texts[article.id];
        expect(wordCount(blocks), `article ${article.id}`).toBeGreaterThanOrEqual(480);
        expect(blocks.some((b) => b.type === "h2")).toBe(true);
        expect(blocks.some((b) => b.type === "ul" || b.type === "ol")).toBe(true);
      }
      expect(articleTextsEn[article.id].map((b) => b.type)).toEqual(articleTextsEs[article.id].map((b) => b.type));
    }
  });

  it("finds an article by id and nothing for an unknown one", () => {
    expect(findArticle("3")?.category).toBe("productManagement");
    expect(findArticle("9")).toBeUndefined();
    expect(findArticle(undefined)).toBeUndefined();
  });

  it("links each article to its previous, next and two related ones", () => {
    expect(articleNeighbours("1")).toMatchObject({ previous: undefined, next: { id: "2" } });
    const middle = articleNeighbours("3");
    expect([middle.previous?.id, middle.next?.id]).toEqual(["2", "4"]);
    expect(middle.related.map((a) => a.id)).toEqual(["1", "5"]);
    expect(articleNeighbours("5").next).toBeUndefined();
  });
});
