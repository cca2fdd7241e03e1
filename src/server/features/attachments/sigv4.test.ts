import { describe, expect, it } from "vitest";
import { EMPTY_SHA256, amzDate, sha256Hex, signRequest, signingKey } from "./sigv4";

// AWS's documented Signature Version 4 examples: the S3 "GET Object" and "PUT Object" examples of
// "Authenticating Requests: Using the Authorization Header" (examplebucket, 24 May 2013), and the
// signing-key derivation example of the general SigV4 documentation (IAM, 15 February 2012).

const credentials = { accessKeyId: "AKIAIOSFODNN7EXAMPLE", secretAccessKey: "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY", region: "us-east-1", service: "s3" };
const date = new Date("2013-05-24T00:00:00Z");

describe("AWS Signature Version 4", () => {
  it("derives the documented signing key", () => {
    expect(signingKey("wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY", "20120215", "us-east-1", "iam").toString("hex")).toBe("f4780e2d9f65fa895f9c67b32ce1baf0b0d8a43505a000a1a9e090d414db404d");
  });

  it("signs AWS's GET Object example", () => {
    const signed = signRequest({ method: "GET", url: new URL("https://examplebucket.s3.amazonaws.com/test.txt"), headers: { range: "bytes=0-9" }, payloadHash: EMPTY_SHA256, date, credentials });
    expect(amzDate(date)).toBe("20130524T000000Z");
    expect(signed.canonicalRequest).toBe(
      ["GET", "/test.txt", "", "host:examplebucket.s3.amazonaws.com", "range:bytes=0-9", `x-amz-content-sha256:${EMPTY_SHA256}`, "x-amz-date:20130524T000000Z", "", "host;range;x-amz-content-sha256;x-amz-date", EMPTY_SHA256].join("\n"),
    );
    expect(signed.stringToSign).toBe("AWS4-HMAC-SHA256\n20130524T000000Z\n20130524/us-east-1/s3/aws4_request\n7344ae5b7ee6c3e7e6b0fe0640412a37625d1fbfff95c48bbb2dc43964946972");
    expect(signed.headers.authorization).toBe(
      "AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request,SignedHeaders=host;range;x-amz-content-sha256;x-amz-date,Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41",
    );
    // fetch sends Host from the URL; the rest are the request's.
    expect(signed.headers.host).toBeUndefined();
    expect(signed.headers["x-amz-date"]).toBe("20130524T000000Z");
  });

  it("signs AWS's PUT Object example (a path needing encoding, a body, extra headers)", () => {
    const body = "Welcome to Amazon S3.";
    expect(sha256Hex(body)).toBe("44ce7dd67c959e0d3524ffac1771dfbba87d2b6b4b4e99e42034a8b803f8b072");
    const signed = signRequest({
      method: "PUT",
      url: new URL("https://examplebucket.s3.amazonaws.com/test$file.text"),
      headers: { Date: "Fri, 24 May 2013 00:00:00 GMT", "x-amz-storage-class": "REDUCED_REDUNDANCY" },
      payloadHash: sha256Hex(body),
      date,
      credentials,
    });
    expect(signed.canonicalRequest.split("\n")[1]).toBe("/test%24file.text");
    expect(signed.signature).toBe("98ad721746da40c64f1a55b78f14c238d841ea1380cd77a1b5971af0ece108bd");
  });

  it("changes the signature when anything signed changes", () => {
    const base = { method: "GET", url: new URL("https://examplebucket.s3.amazonaws.com/test.txt"), headers: { range: "bytes=0-9" }, payloadHash: EMPTY_SHA256, date, credentials };
    const reference = signRequest(base).signature;
    expect(signRequest({ ...base, headers: { range: "bytes=0-10" } }).signature).not.toBe(reference);
    expect(signRequest({ ...base, credentials: { ...credentials, region: "us-west-2" } }).signature).not.toBe(reference);
    expect(signRequest({ ...base, url: new URL("https://examplebucket.s3.amazonaws.com/test.txt?b=2&a=1") }).canonicalRequest.split("\n")[2]).toBe("a=1&b=2");
  });
});
