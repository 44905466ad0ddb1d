import Testing

@Test("the MasterDetail test target builds") func masterDetailTargetBuilds() {}
