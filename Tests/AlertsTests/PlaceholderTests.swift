import Testing

@Test("the Alerts test target builds") func alertsTargetBuilds() {}
