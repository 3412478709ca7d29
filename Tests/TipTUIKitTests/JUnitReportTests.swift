import Foundation
import Testing
@testable import TipOutputs
@testable import TipTUIKit

@Suite("check --junit: JUnit XML")
struct JUnitReportTests {
    /// The shape CI readers take (Jenkins' and GitLab's JUnit schema, the parts this report
    /// uses): `testsuites` of `testsuite`s of `testcase`s, each with at most one `failure` or
    /// `error` carrying a `message`, counts as whole numbers.
    static let schema = """
        <?xml version="1.0" encoding="UTF-8"?>
        <xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema" elementFormDefault="qualified">
          <xs:complexType name="problem">
            <xs:simpleContent>
              <xs:extension base="xs:string">
                <xs:attribute name="message" type="xs:string" use="required"/>
                <xs:attribute name="type" type="xs:string"/>
              </xs:extension>
            </xs:simpleContent>
          </xs:complexType>
          <xs:element name="testsuites">
            <xs:complexType>
              <xs:sequence>
                <xs:element name="testsuite" minOccurs="0" maxOccurs="unbounded">
                  <xs:complexType>
                    <xs:sequence>
                      <xs:element name="testcase" maxOccurs="unbounded">
                        <xs:complexType>
                          <xs:sequence>
                            <xs:choice minOccurs="0">
                              <xs:element name="failure" type="problem"/>
                              <xs:element name="error" type="problem"/>
                            </xs:choice>
                            <xs:element name="system-out" type="xs:string" minOccurs="0"/>
                          </xs:sequence>
                          <xs:attribute name="name" type="xs:string" use="required"/>
                          <xs:attribute name="classname" type="xs:string" use="required"/>
                          <xs:attribute name="file" type="xs:string"/>
                          <xs:attribute name="line" type="xs:positiveInteger"/>
                        </xs:complexType>
                      </xs:element>
                    </xs:sequence>
                    <xs:attribute name="name" type="xs:string" use="required"/>
                    <xs:attribute name="tests" type="xs:nonNegativeInteger" use="required"/>
                    <xs:attribute name="failures" type="xs:nonNegativeInteger" use="required"/>
                    <xs:attribute name="errors" type="xs:nonNegativeInteger" use="required"/>
                  </xs:complexType>
                </xs:element>
              </xs:sequence>
              <xs:attribute name="name" type="xs:string"/>
              <xs:attribute name="tests" type="xs:nonNegativeInteger" use="required"/>
              <xs:attribute name="failures" type="xs:nonNegativeInteger" use="required"/>
              <xs:attribute name="errors" type="xs:nonNegativeInteger" use="required"/>
            </xs:complexType>
          </xs:element>
        </xs:schema>
        """

    @Test func aPassingScriptIsOneTestCaseWithoutAFailure() throws {
        let result = ScriptRunner.run(try loadedScript("expect screen contains \"Trail\"\n", path: "pass.tipscript"))
        let xml = JUnitReport.document([result])
        #expect(try Self.schemaErrors(xml) == nil)
        #expect(xml.contains("<testsuites name=\"tiptui check\" tests=\"1\" failures=\"0\" errors=\"0\">"))
        #expect(xml.contains("<testcase classname=\"pass.tipscript\" name=\"pass.tipscript\" file=\"pass.tipscript\">"))
        #expect(!xml.contains("<failure"))
    }

    @Test func eachFailedExpectationIsATestCaseAtItsFileAndLine() throws {
        let script = """
            expect screen contains "Trail"
            expect screen contains "no such <text> & \u{1B}[31m"
            close RotateMapTip
            """
        let passing = ScriptRunner.run(try loadedScript("expect screen contains \"Trail\"\n", path: "pass.tipscript"))
        let failing = ScriptRunner.run(try loadedScript(script, path: "fail.tipscript"))
        #expect(failing.failures.count == 2)
        let xml = JUnitReport.document([passing, failing])
        #expect(try Self.schemaErrors(xml) == nil)
        // The whole script fails, and so does each failed line: 1 + 1 + 2 tests, 3 failures.
        #expect(xml.contains("<testsuites name=\"tiptui check\" tests=\"4\" failures=\"3\" errors=\"0\">"))
        #expect(xml.contains("<testsuite name=\"fail.tipscript\" tests=\"3\" failures=\"3\" errors=\"0\">"))
        #expect(xml.contains("name=\"line 2: expect screen contains &quot;no such &lt;text&gt; &amp; \\u{1B}[31m&quot;\" file=\"fail.tipscript\" line=\"2\""))
        #expect(xml.contains("<failure message=\"fail.tipscript:2:1: expected "))
        #expect(xml.contains("type=\"expectation\">fail.tipscript:2:1: error: expect screen contains"))
        #expect(xml.contains("name=\"line 3: close RotateMapTip\" file=\"fail.tipscript\" line=\"3\""))
        #expect(xml.contains("<failure message=\"fail.tipscript:3:1: failed: "))
    }

    @Test func aScriptThatCouldNotRunIsAnError() throws {
        let result = ScriptRunner.run(path: "/nonexistent/missing.tipscript")
        let xml = JUnitReport.document([result])
        #expect(try Self.schemaErrors(xml) == nil)
        #expect(xml.contains("tests=\"1\" failures=\"0\" errors=\"1\""))
        #expect(xml.contains("<error message=\"/nonexistent/missing.tipscript: could not run (1 error)\">"))
    }

    /// `xmllint --noout --schema` over `xml`: nil when it is valid, else what xmllint said.
    static func schemaErrors(_ xml: String) throws -> String? {
        let xmllint = "/usr/bin/xmllint"
        guard FileManager.default.isExecutableFile(atPath: xmllint) else {
            return "xmllint is not installed (apt-get install libxml2-utils; .ci/run installs it)"
        }
        let sandbox = try ScriptRunnerSandbox()
        defer { sandbox.remove() }
        let schema = try sandbox.write("junit.xsd", Self.schema)
        let report = try sandbox.write("junit.xml", xml)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: xmllint)
        process.arguments = ["--noout", "--schema", schema, report]
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let said = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return process.terminationStatus == 0 ? nil : said
    }
}
