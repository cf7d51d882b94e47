// SPDX-License-Identifier: MIT
// The envelope: sealing, the order of the checks, migrations and the nesting guard.
#include <doctest/doctest.h>

#include <string>

#include "save/envelope.hpp"
#include "save_test_support.hpp"

using namespace nonet::save;
using testing::test_payload;
using testing::test_type;

TEST_CASE("a sealed document opens to the same payload") {
  const DocumentType type = test_type();
  const Json payload = test_payload(42, "héllo \"quoted\"\nline");
  const std::string text = seal_document(type, payload);
  const OpenedDocument opened = open_document(type, text);
  REQUIRE(opened.status == OpenStatus::Ok);
  CHECK(opened.payload == payload);
  CHECK(opened.found_version == 3);
}

TEST_CASE("the sealed text has the documented envelope") {
  const DocumentType type = test_type();
  const Json payload = test_payload(1);
  const Json doc = Json::parse(seal_document(type, payload));
  CHECK(doc.size() == 4);
  CHECK(doc.at("format") == "nonet-test");
  CHECK(doc.at("version") == 3);
  CHECK(doc.at("payload") == payload);
  const std::string checksum = doc.at("checksum").get<std::string>();
  REQUIRE(checksum.size() == 14);
  CHECK(checksum.rfind("crc32:", 0) == 0);
  CHECK(checksum.find_first_not_of("0123456789abcdef", 6) == std::string::npos);
}

TEST_CASE("the checksum covers the canonical payload, not the layout") {
  // Key order and whitespace are not part of the canonical text.
  const Json a = Json::parse(R"({"b": 1, "a": [1, 2]})");
  const Json b = Json::parse("{\"a\":[1,2],\n\"b\":1}");
  CHECK(checksum_of("nonet-test", 3, a) == checksum_of("nonet-test", 3, b));
  CHECK(canonical_text(a) == R"({"a":[1,2],"b":1})");
  // The CRC-32 of "nonet-test\n3\n" + that text, computed independently with Python's
  // zlib.crc32.
  CHECK(checksum_of("nonet-test", 3, a) == "crc32:6824d1d9");
  // Version and format are signed too.
  CHECK(checksum_of("nonet-test", 2, a) != checksum_of("nonet-test", 3, a));
  CHECK(checksum_of("nonet-tesu", 3, a) != checksum_of("nonet-test", 3, a));

  const DocumentType type = test_type();
  std::string text = seal_document(type, test_payload(5));
  // Reformat by hand: compact everything. Still opens.
  const std::string compact = Json::parse(text).dump();
  CHECK(open_document(type, compact).status == OpenStatus::Ok);
}

TEST_CASE("a changed value is caught by the checksum") {
  const DocumentType type = test_type();
  Json doc = Json::parse(seal_document(type, test_payload(5)));
  doc["payload"]["counter"]["value"] = 6;
  const OpenedDocument opened = open_document(type, doc.dump());
  CHECK(opened.status == OpenStatus::Damaged);
  CHECK(opened.reason.find("checksum") != std::string::npos);
}

TEST_CASE("envelope problems are named") {
  const DocumentType type = test_type();
  const Json payload = test_payload(5);
  const Json good = Json::parse(seal_document(type, payload));
  auto reason_for = [&](const Json& doc) {
    const OpenedDocument o = open_document(type, doc.dump());
    CHECK(o.status == OpenStatus::Damaged);
    return o.reason;
  };
  CHECK(open_document(type, "").reason == "the file is empty");
  CHECK(open_document(type, "{").status == OpenStatus::Damaged);
  CHECK(open_document(type, "[1,2]").reason == "not a JSON object");
  Json d = good;
  d["format"] = "nonet-settings";
  CHECK(reason_for(d).find("nonet-settings") != std::string::npos);
  d = good;
  d.erase("format");
  CHECK(reason_for(d).find("format") != std::string::npos);
  d = good;
  d["version"] = "3";
  CHECK(reason_for(d).find("version") != std::string::npos);
  d = good;
  d["version"] = 0;
  d["checksum"] = checksum_of("nonet-test", 0, payload);  // signed, so the version check speaks
  CHECK(reason_for(d).find("not a valid version") != std::string::npos);
  d = good;
  d["version"] = -5;
  d["checksum"] = checksum_of("nonet-test", -5, payload);  // signed, so the version check speaks
  CHECK(reason_for(d).find("not a valid version") != std::string::npos);
  d = good;
  d.erase("checksum");
  CHECK(reason_for(d).find("checksum") != std::string::npos);
  d = good;
  d["checksum"] = 12;
  CHECK(reason_for(d).find("checksum") != std::string::npos);
  d = good;
  d.erase("payload");
  CHECK(reason_for(d).find("payload") != std::string::npos);
}

TEST_CASE("a newer version is refused, but only when its checksum holds") {
  const DocumentType type = test_type();
  auto sealed_at = [](const Json& version, const Json& payload) {
    return Json{{"format", "nonet-test"},
                {"version", version},
                {"checksum", checksum_of("nonet-test", version, payload)},
                {"payload", payload}};
  };
  // A shape this build does not know, signed correctly by the newer build.
  Json doc = sealed_at(4, "a shape this build does not know");
  OpenedDocument o = open_document(type, doc.dump());
  CHECK(o.status == OpenStatus::TooNew);
  CHECK(o.found_version == 4);
  CHECK(o.reason.find("newer") != std::string::npos);
  // A newer build with a checksum scheme we do not know is still "too new", not damaged.
  doc["checksum"] = "sha256:0123";
  CHECK(open_document(type, doc.dump()).status == OpenStatus::TooNew);
  // ... but an unknown scheme on a version we know is damage.
  Json ours = sealed_at(3, test_payload(1));
  ours["checksum"] = "sha256:0123";
  CHECK(open_document(type, ours.dump()).status == OpenStatus::Damaged);
  // A damaged digit in "version" of our own file: the checksum no longer holds -> damaged, so
  // the loader falls back to the backup instead of refusing everything.
  ours = sealed_at(3, test_payload(1));
  ours["version"] = 7;
  CHECK(open_document(type, ours.dump()).status == OpenStatus::Damaged);
  // Absurd versions must not wrap around into small numbers.
  CHECK(open_document(type, sealed_at(18446744073709551615ull, 1).dump()).status ==
        OpenStatus::TooNew);
  // 2^32 + 3 would be 3 if truncated to 32 bits.
  CHECK(open_document(type, sealed_at(4294967299ll, 1).dump()).status == OpenStatus::TooNew);
}

TEST_CASE("older versions are migrated step by step") {
  const DocumentType type = test_type();
  auto sealed_at = [](int version, const Json& payload) {
    const Json doc = {{"format", "nonet-test"},
                      {"version", version},
                      {"checksum", checksum_of("nonet-test", version, payload)},
                      {"payload", payload}};
    return doc.dump();
  };
  const OpenedDocument v1 = open_document(type, sealed_at(1, {{"count", 9}}));
  REQUIRE(v1.status == OpenStatus::Ok);
  CHECK(v1.found_version == 1);
  CHECK(v1.payload == Json::parse(R"({"counter":{"value":9},"label":"","items":[]})"));

  const OpenedDocument v2 = open_document(type, sealed_at(2, {{"count", 4}, {"label", "b"}}));
  REQUIRE(v2.status == OpenStatus::Ok);
  CHECK(v2.found_version == 2);
  CHECK(v2.payload == Json::parse(R"({"counter":{"value":4},"label":"b","items":[]})"));

  // A broken old file fails in its migration, with the step named.
  const OpenedDocument bad = open_document(type, sealed_at(1, {{"count", "nine"}}));
  CHECK(bad.status == OpenStatus::Damaged);
  CHECK(bad.reason.find("version 2") != std::string::npos);
  // A migration's result still has to pass the validator.
  const OpenedDocument neg = open_document(type, sealed_at(1, {{"count", -1}}));
  CHECK(neg.status == OpenStatus::Damaged);
  CHECK(neg.reason.find("negative") != std::string::npos);
}

TEST_CASE("a missing migration step is a damaged file, not a crash") {
  DocumentType type = test_type();
  type.migrations.pop_back();
  const Json payload = {{"count", 1}, {"label", ""}};
  const Json doc = {{"format", "nonet-test"},
                    {"version", 2},
                    {"checksum", checksum_of("nonet-test", 2, payload)},
                    {"payload", payload}};
  CHECK(open_document(type, doc.dump()).status == OpenStatus::Damaged);
}

TEST_CASE("nesting depth is measured outside strings and stops early") {
  CHECK(nesting_depth("{}", 10) == 1);
  CHECK(nesting_depth(R"({"a":[[1],{"b":[]}]})", 10) == 4);
  CHECK(nesting_depth(R"({"a":"[[[[[[\"[[[["})", 10) == 1);
  const std::string bomb(1'000'000, '[');
  CHECK(nesting_depth(bomb, 40) == 41);
  CHECK(open_document(test_type(), bomb).status == OpenStatus::Damaged);
  // A deep but syntactically complete payload (the printer would recurse on it).
  std::string deep = R"({"format":"nonet-test","version":3,"checksum":"crc32:00000000","payload":)";
  deep += std::string(100000, '[') + std::string(100000, ']') + "}";
  CHECK(open_document(test_type(), deep).status == OpenStatus::Damaged);
}

TEST_CASE("a validator that throws is contained") {
  DocumentType type = test_type();
  type.validate = [](const Json& p) -> std::string {
    return p.at("missing").get<std::string>();  // throws out_of_range
  };
  const OpenedDocument o = open_document(type, seal_document(test_type(), test_payload(1)));
  CHECK(o.status == OpenStatus::Damaged);
}
